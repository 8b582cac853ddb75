/** Member-portal constants from the spec (§2, §4, §8, §9), named for what they mean; shared ones are in src/constants and common/. */

export const PAYMENT_DIALOG_MS = 1500;
export const PROFILE_DIALOG_MS = 2000;
export const SUPPORT_REDIRECT_MS = 3000;
export const CARD_TOAST_MS = 1000;

export const DASHBOARD_SAVED_LIMIT = 4;
export const RECENT_VIDEOS_LIMIT = 4;
export const SAVED_PAGE_SIZE = 8;
export const PROMOTION_CAROUSEL = { autoplaySpeed: 3000, speed: 1000 } as const;
export const MODULE_CAROUSEL_AUTOPLAY_MS = 3000;
/** Slides per view, from the widest screen down (spec §9: 4, 3 below 1200, 2 below 992, 1 below 576). */
export const MODULE_SLIDES = [
  { below: 576, slides: 1 },
  { below: 992, slides: 2 },
  { below: 1200, slides: 3 },
] as const;
export const MODULE_SLIDES_WIDE = 4;

/** A finished lecture moves on to the next after this countdown unless the member cancels (issue 11). */
export const UP_NEXT_SECONDS = 5;

/** Progress is sent on pause, on leaving and on this timer while playing. */
export const PROGRESS_HEARTBEAT_MS = 10_000;

export const DEFAULT_COURSE_ID = 1;
export const INDEPENDENT_CATEGORY_TITLE = 'Independent';
/** Selecting this category hides the library's second section (spec §9). */
export const HIDES_SECOND_SECTION_CATEGORY_ID = 5;

export const TOUR = { scrollOffset: 20, scrollDuration: 300, spotlightPadding: 10, tooltipWidth: 380 } as const;

export const PORTAL_TEXTS = {
  verifying: 'Verifying your identity...',
  verified: 'Thank You For Verification',
  verificationError: 'Verification Error, Please try again.',
  noFavouritesDashboard: 'No favorite moudles available',
  noFavourites: 'No favorite modules available',
  selectCategory: 'Select Category',
  selectPlan: 'Select Plan',
  pay: 'Pay',
  profileLocked: 'Profile info cannot be changed until membership is obtained.',
  continueWatching: 'Continue watching',
  resumeAt: (clock: string) => `Resume at ${clock}`,
  upNext: 'Up next',
  mySpots: 'My spots',
  spotNote: 'Note at the current moment',
  spotPlaceholder: 'What happens here? e.g. fold vs 3-bet?',
  addSpot: 'Add spot',
  noSpots: 'No spots yet: pause on a hand and note it',
  deleteSpot: 'Delete this spot?',
  upNextIn: (seconds: number) => `Starts in ${seconds} s`,
  paymentIncomplete: 'Your payment has not been completed. Please try again.',
  paymentDoneTitle: 'Payment Successful!',
  paymentDone: 'Please log in again to start your membership.',
  cancelConfirm: 'Are you sure you want to cancel your subscription?',
  cancelDone: 'Subscription Cancelled Successfully',
  categoryFailed: (id: number) => `Failed to fetch Modules for category ${id}`,
} as const;

/** The profile's sessions and security history cards. */
export const SECURITY_TEXTS = {
  sessionsTitle: 'Where you are signed in',
  thisDevice: 'This device',
  signOut: 'Sign out',
  signOutConfirm: 'Sign out this device?',
  signOutOthers: 'Sign out all other devices',
  signOutOthersConfirm: 'Sign out every device but this one?',
  unknownAddress: 'Unknown address',
  lastSeen: 'Last seen',
  remembered: 'Remembered',
  activityTitle: 'Recent security activity',
  noActivity: 'No security events yet',
} as const;

/** How the profile writes the times of sessions and events. */
export const SECURITY_TIME_FORMAT = 'D MMM YYYY, HH:mm';
