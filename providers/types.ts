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
export type { LectureData, LectureRecord, NextLectureResponse } from '../server/schemas/lectures';
export type { NotificationRecord, SendNotificationBody } from '../server/schemas/notifications';
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
export type { PromotionBody, PromotionRecord } from '../server/schemas/promotions';
export type { SearchHit } from '../server/schemas/search';
export type { RevokedSessions, SecurityEventRecord, SessionRecord } from '../server/schemas/sessions';
export type { SpotBody, SpotPatch, SpotRecord } from '../server/schemas/spots';
export type { RangeChartBody, RangeChartRecord, RangeChartWithMessage } from '../server/schemas/range-charts';
export type { HandHistoryBody, HandHistoryRecord } from '../server/schemas/hand-histories';
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
} from '../server/schemas/decisions';
export type { StaffUserBody } from '../server/schemas/users-staff';
export type { AuditEntryRecord, StaffAccess } from '../server/schemas/roles';
export type { SupportBody, SupportPatch, SupportRecord } from '../server/schemas/support';
export type { TranscodeRecord } from '../server/schemas/videos';
export type { ImageUploadResponse, UploadEvent } from '../server/schemas/uploads';
export type { Role, UserRecord } from '../server/schemas/users';
export type {
  DiscussionPost,
  DiscussionQuestionBody,
  DiscussionThread,
  StaffDiscussionPost,
  StaffDiscussionRecord,
} from '../server/schemas/discussions';
