import { httpClient } from './http-client';
import type {
  ByCategoryResponse,
  CancelSubscriptionResponse,
  CategoryProgressRow,
  CategoryRecord,
  CourseRecord,
  CreateSubscriptionResponse,
  DashboardResponse,
  DigestSettingResponse,
  FavouritesResponse,
  FavouriteToggleResponse,
  HandHistoryRecord,
  ImageUploadResponse,
  LectureRecord,
  LocalConfirmBody,
  LocalConfirmResponse,
  MessageResponse,
  NextLectureResponse,
  NotificationRecord,
  PaymentsConfigResponse,
  PlanResponse,
  ProfileBody,
  ProfileResponse,
  ProgressSaved,
  PromotionRecord,
  RangeChartRecord,
  SearchHit,
  SpotBody,
  SpotPatch,
  SpotRecord,
  SupportBody,
  UserRecord,
} from './types';

export type {
  ByCategoryResponse,
  CategoryProgressRow,
  CategoryRecord,
  CourseRecord,
  DashboardResponse,
  LectureRecord,
  NotificationRecord,
  PlanResponse,
  ProgressSaved,
  PromotionRecord,
  RangeChartRecord,
  SpotRecord,
  UserRecord,
};

const get = <T>(url: string, params?: Record<string, unknown>) =>
  httpClient.get<T>(url, { params }).then((r) => r.data);
/** For screens that draw their own skeleton while it loads: the overlay on top would be a second loader. */
const quietGet = <T>(url: string, params?: Record<string, unknown>) =>
  httpClient.get<T>(url, { params, silent: true }).then((r) => r.data);
const post = <T>(url: string, body: unknown = {}) => httpClient.post<T>(url, body).then((r) => r.data);

export interface LectureQuery {
  courseId?: number;
  categoryId?: number;
  q?: string;
}

type ReadJson = <T>(url: string) => Promise<T>;

/**
 * The dashboard's reads over a way of reading the API: the browser's client, or the server drawing the
 * dashboard for a member (docs/ARCHITECTURE.md#the-dashboard-drawn-by-the-server).
 */
export const dashboardReads = (read: ReadJson) => ({
  dashboard: () => read<DashboardResponse>('user/dashboard'),
  allProgress: () => read<CategoryProgressRow[]>('category/all-progress'),
  promotions: () => read<PromotionRecord[]>('promotion'),
  favourites: () => read<FavouritesResponse>('user/get-favorites').then((r) => r.favoriteLectures),
  /** Started and unfinished lectures, the last watched first (the dashboard's Continue watching). */
  continueWatching: () => read<LectureRecord[]>('user/continue-watching'),
  courses: () => read<CourseRecord[]>('courses'),
});

/** The member portal's calls, typed from the server's schemas. */
export const portalApi = {
  ...dashboardReads(quietGet),
  me: () => quietGet<UserRecord>('user/me'),
  updateProfile: (body: ProfileBody) =>
    httpClient.patch<ProfileResponse>('user/update/profile', body).then((r) => r.data),
  uploadImage: (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return httpClient.post<ImageUploadResponse>('image-upload', form, { silent: true }).then((r) => r.data);
  },
  toggleFavourite: (lectureId: number) =>
    httpClient
      .post<FavouriteToggleResponse>('user/create-favorite', { lectureId }, { silent: true })
      .then((r) => r.data),
  lectures: (query: LectureQuery = {}) => quietGet<LectureRecord[]>('lectures', { ...query }),
  lecture: (id: number) => get<LectureRecord>(`lectures/${id}`),
  byCategory: (categoryId: number, courseId?: number) =>
    quietGet<ByCategoryResponse>(`lectures/by-category/${categoryId}`, courseId ? { courseId } : undefined),
  recent: (id: number) => get<LectureRecord[]>(`lectures/${id}/recent`),
  /** The lecture after this one in its course and category (Up next), or null. */
  next: (id: number) => get<NextLectureResponse>(`lectures/${id}/next`).then((r) => r.next),
  /** My spots: the member's notes, on one lecture or all; small inline actions, so no overlay. */
  spots: (lectureId?: number) => get<SpotRecord[]>('spots', lectureId ? { lectureId } : undefined),
  addSpot: (body: SpotBody) => httpClient.post<SpotRecord>('spots', body, { silent: true }).then((r) => r.data),
  updateSpot: (id: number, patch: SpotPatch) =>
    httpClient.patch<SpotRecord>(`spots/${id}`, patch, { silent: true }).then((r) => r.data),
  deleteSpot: (id: number) => httpClient.delete<object>(`spots/${id}`, { silent: true }).then((r) => r.data),
  /** Range charts: a lecture's preflop hand grids; shown beside the video, so no overlay. */
  handHistories: (lectureId: number) =>
    httpClient.get<HandHistoryRecord[]>(`lectures/${lectureId}/hand-histories`, { silent: true }).then((r) => r.data),
  rangeCharts: (lectureId: number) =>
    httpClient.get<RangeChartRecord[]>(`lectures/${lectureId}/range-charts`, { silent: true }).then((r) => r.data),
  /** The header's search: asked as the user types, so no loading overlay. */
  search: (q: string) => httpClient.get<SearchHit[]>('search', { params: { q }, silent: true }).then((r) => r.data),
  categories: () => quietGet<CategoryRecord[]>('category'),
  categoriesByCourse: (courseId: number) => quietGet<CategoryRecord[]>(`category/by-course/${courseId}`),
  sendSupport: (body: SupportBody) => post<MessageResponse>('customer-support', body),
  notifications: () => httpClient.get<NotificationRecord[]>('notifications', { silent: true }).then((r) => r.data),
  markRead: (id: number) =>
    httpClient.post<object>(`notifications/${id}/read`, {}, { silent: true }).then((r) => r.data),
  tourComplete: () => httpClient.post<object>('user/tour-complete', {}, { silent: true }).then((r) => r.data),
  /** The weekly digest's opt-in: a switch on the profile, saved as it is flipped. */
  weeklyDigest: () => quietGet<DigestSettingResponse>('user/weekly-digest'),
  setWeeklyDigest: (weeklyDigest: boolean) =>
    httpClient
      .patch<DigestSettingResponse>('user/weekly-digest', { weeklyDigest }, { silent: true })
      .then((r) => r.data),
};

/** Membership payments (docs/API.md#membership): create, confirm with the provider, attach, cancel. */
export const paymentsApi = {
  config: () => get<PaymentsConfigResponse>('payments/config'),
  /** The plan the provider charges (amount, currency, interval, features), as Select Plan shows it. */
  plan: () => get<PlanResponse>('payments/plan'),
  createSubscription: () => post<CreateSubscriptionResponse>('user/create/subscription'),
  confirmLocal: (body: LocalConfirmBody) => post<LocalConfirmResponse>('payments/local/confirm', body),
  attach: (pmId: string) => post<UserRecord>('user/attached/payment-method', { pm_id: pmId }),
  cancel: () => post<CancelSubscriptionResponse>('user/cancel/subscription'),
};
