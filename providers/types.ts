/**
 * The payloads and records the client speaks, as the server's zod schemas define them. The one file on
 * the client side that reads server/schemas, and only its types: zod stays out of the browser build.
 */
export type {
  ChangePasswordBody,
  ChangePasswordResponse,
  ResetPasswordBody,
  SecondFactorChallenge,
  SecondFactorEnrolment,
  SignedInResponse,
  SigninBody,
  SigninResponse,
  SignupBody,
  VerificationFailure,
  VerificationResponse,
  VerifyCodeResponse,
} from '../server/schemas/auth';
export type { CategoryRecord, CourseBody, CourseRecord } from '../server/schemas/catalogue';
export type { MessageResponse } from '../server/schemas/common';
export type { DigestSettingResponse } from '../server/schemas/digest';
export type {
  ByCategoryResponse,
  CategoryProgressRow,
  DashboardResponse,
  FavouritesResponse,
  FavouriteToggleResponse,
  ProfileBody,
  ProfileResponse,
  ProgressSaved,
} from '../server/schemas/learning';
export type { LectureData, LectureRecord, NextLectureResponse } from '../server/schemas/lecture';
export type { NotificationRecord, SendNotificationBody } from '../server/schemas/notification';
export type {
  CancelSubscriptionResponse,
  CreateSubscriptionResponse,
  LocalConfirmBody,
  LocalConfirmResponse,
  PaymentsConfigResponse,
  PlanResponse,
} from '../server/schemas/payments';
export type { DropOffResponse, OverviewResponse } from '../server/schemas/overview';
export type {
  EnrolledSignIn,
  PasskeyCeremony,
  PasskeyChange,
  PasskeyRecord,
  PasskeyRegisterBody,
  PasskeySignInBody,
  RecoveryCodesResponse,
  SecondFactorChange,
  SecondFactorProof,
  SecondFactorStatus,
  SecondFactorVerifyBody,
  TotpSetup,
} from '../server/schemas/second-factor';
export type { PromotionBody, PromotionRecord } from '../server/schemas/promotion';
export type { SearchHit } from '../server/schemas/search';
export type { RevokedSessions, SecurityEventRecord, SessionRecord } from '../server/schemas/sessions';
export type { SpotBody, SpotPatch, SpotRecord } from '../server/schemas/spot';
export type { RangeChartBody, RangeChartRecord, RangeChartWithMessage } from '../server/schemas/range-chart';
export type { HandHistoryBody, HandHistoryRecord } from '../server/schemas/hand-history';
export type {
  DecisionAnswerResponse,
  DecisionBody,
  DecisionRecord,
  DecisionReveal,
  DecisionScore,
  DecisionStats,
  HardestDecision,
  MemberDecision,
  ReviewDeck,
  ReviewRatingResponse,
  ShownDecision,
} from '../server/schemas/decision';
export type { StaffUserBody } from '../server/schemas/staff-user';
export type { AuditEntryRecord, StaffAccess } from '../server/schemas/staff-team';
export type { SupportBody, SupportPatch, SupportRecord } from '../server/schemas/support';
export type { TranscodeRecord } from '../server/schemas/transcode';
export type { ImageUploadResponse, UploadEvent } from '../server/schemas/upload';
export type { Role, UserRecord } from '../server/schemas/user';
export type {
  DiscussionPost,
  DiscussionQuestionBody,
  DiscussionThread,
  StaffDiscussionPost,
  StaffDiscussionRecord,
} from '../server/schemas/discussion';
