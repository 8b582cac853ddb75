/**
 * The screens' addresses that more than one place names: the route tables, redirects, links between
 * screens and the links the server mails. A path changes here and nowhere else.
 */
export const PATHS = {
  home: '/',
  login: '/login',
  signUp: '/sign-up',
  forgetPassword: '/forget-password',
  verifyCode: '/forget-password2',
  newPassword: '/forget-password3',
  resetPassword: '/reset-password',
  verification: '/thankyou-verification',
  unsubscribeDigest: '/unsubscribe-digest',
  dashboard: '/dashboard',
  selectPlan: '/select-plan',
  helpForm: '/help-form',
  profile: '/profile',
  editProfile: '/profile/edit-profile',
  changePassword: '/profile/change-password',
  contentLibrary: '/content-library',
  savedVideos: '/saved-videos',
  review: '/review',
  equity: '/equity',
  modules: '/lecture-management',
  lectureDetails: '/lecture-management/lecture-details/:id',
  userManagement: '/user-management',
  userDetails: '/user-management/user-details/:id',
  customerSupport: '/customer-support',
  joinTeam: '/join-team',
  live: '/live',
  liveClass: '/live/:id',
} as const;

/** One user's details under User Management, `/user-management/user-details/7`. */
export const userDetailsPath = (id: number) => PATHS.userDetails.replace(':id', String(id));

/** The profile's billing card, where a member updates their card: the link of the failed-payment mails. */
export const BILLING_ANCHOR = 'billing';
export const profileBillingPath = () => `${PATHS.profile}#${BILLING_ANCHOR}`;

/** One live class's page: its player (live or waiting), then its replay. */
export const liveClassPagePath = (id: number) => PATHS.liveClass.replace(':id', String(id));
/** The element id of a live class's card on the Live page. */
export const liveAnchor = (id: number) => `live-${id}`;
/** One live class on the Live page: the link of its reminder and calendar entry. */
export const liveClassPath = (id: number) => `${PATHS.live}#${liveAnchor(id)}`;

/** Where the server answers the JSON API; the browser's calls go there. */
export const API_PREFIX = '/api';

/** The lecture page's query parameter: where the player starts, in seconds. */
export const START_AT_PARAM = 't';

/** One lecture's page, `/lecture-management/lecture-details/7`, or at a moment of it (`…/7?t=95`). */
export function lectureDetailsPath(id: number, atSeconds: number | null = null): string {
  const page = PATHS.lectureDetails.replace(':id', String(id));
  return atSeconds === null ? page : `${page}?${START_AT_PARAM}=${atSeconds}`;
}
