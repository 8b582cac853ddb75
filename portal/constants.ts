import { RECOVERY_CODE_COUNT } from '../common/limits';
/** Member-portal constants (docs/PRODUCT.md#timings-and-layout), named for what they mean; shared ones are in src/constants and common/. */

export const PAYMENT_DIALOG_MS = 1500;
export const PROFILE_DIALOG_MS = 2000;
export const SUPPORT_REDIRECT_MS = 3000;

export const DASHBOARD_SAVED_LIMIT = 4;
export const RECENT_VIDEOS_LIMIT = 4;
export const SAVED_PAGE_SIZE = 8;
export const PROMOTION_CAROUSEL = { autoplaySpeed: 3000, speed: 1000 } as const;
export const MODULE_CAROUSEL_AUTOPLAY_MS = 3000;

/** A finished lecture moves on to the next after this countdown unless the member cancels. */
export const UP_NEXT_SECONDS = 5;

/** The Live page's relative start times ("in 5 minutes") move on this often. */
export const LIVE_CLOCK_MS = 60_000;

/** Progress is sent on pause, on leaving and on this timer while playing. */
export const PROGRESS_HEARTBEAT_MS = 10_000;

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

/** The second factor's screens: the login's second step, staff enrolment and the profile section. */
export const SECOND_FACTOR_TEXTS = {
  stepTitle: 'Two-Factor Authentication',
  appParagraph: 'Enter the 6-digit code from your authenticator app.',
  recoveryParagraph: 'Enter one of your recovery codes. Each code works once.',
  passkeyParagraph: 'Use your passkey to finish logging in.',
  codeLabel: 'Authentication code',
  codeRequired: 'Please enter the 6-digit code',
  recoveryLabel: 'Recovery code',
  recoveryRequired: 'Please enter a recovery code',
  useRecovery: 'Use a recovery code instead',
  useApp: 'Use your authenticator app instead',
  usePasskey: 'Use a passkey',
  verify: 'Verify',
  enrolTitle: 'Set Up Two-Factor Authentication',
  enrolParagraph: 'Staff accounts need a second factor. Choose one to finish logging in.',
  appOption: 'Use an authenticator app',
  passkeyOption: 'Use a passkey',
  scan: 'Scan the QR code with your authenticator app, or type the setup key into it. Then enter the code it shows.',
  qrAlt: 'QR code for your authenticator app',
  setupKey: 'Setup key',
  turnOn: 'Turn On',
  codesTitle: 'Your Recovery Codes',
  codesHelp:
    'Each code logs you in once if you lose your phone or passkey. Keep them somewhere safe: they are shown only now.',
  copy: 'Copy',
  copied: 'Recovery codes copied',
  download: 'Download',
  codesFile: 'poker-recovery-codes.txt',
  continue: 'Continue',
  sectionTitle: 'Two-Factor Authentication',
  sectionHelp: 'Add a second step to logging in: a code from an app on your phone, or a passkey.',
  sectionRequired: 'Staff accounts must keep at least one second factor.',
  setUpBeforeNextLogin: 'Set up an app or a passkey now: your next login will ask for one.',
  appTitle: 'Authenticator app',
  on: 'On',
  off: 'Off',
  setUpApp: 'Set Up App',
  turnOff: 'Turn Off',
  cancel: 'Cancel',
  recoveryTitle: 'Recovery codes',
  codesLeft: (left: number) => `${left} of ${RECOVERY_CODE_COUNT} left`,
  newCodes: 'New Codes',
  passkeysTitle: 'Passkeys',
  passkeysHelp: 'A passkey logs you in with your fingerprint, face or device PIN, no password needed.',
  addPasskey: 'Add Passkey',
  noPasskeys: 'No passkeys yet.',
  rename: 'Rename',
  remove: 'Remove',
  passkeyName: 'Passkey name',
  save: 'Save',
  lastUsed: (when: string) => `Last used ${when}`,
  neverUsed: 'Not used yet',
  proofTitle: 'Confirm It Is You',
  proofHelp: 'Enter your password, or a code from your authenticator app.',
  proofPasswordHelp: 'Enter your password.',
  password: 'Password',
  orCode: 'Or a code from your app',
  confirm: 'Confirm',
  passkeyCancelled: 'The passkey prompt was closed before it finished.',
  passkeyUnsupported: 'This browser cannot use passkeys.',
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

/** Select Plan's cards and the payment form's offer code. */
export const PLAN_TEXTS = {
  freeTrial: (days: number) => `${days}-day free trial`,
  codeLabel: 'Have a code?',
  codePlaceholder: 'e.g. BLACKFRIDAY',
  apply: 'Apply',
  removeCode: 'Remove code',
  codeRequired: 'Please enter a code',
  priceBefore: 'Price before the code',
  dueNow: 'Due now',
  codeForPlan: (code: string) => `Choose a plan to apply the code ${code}.`,
} as const;

/** The live chat's message list: how tall it stands beside the video, and how near its end still counts as following it. */
export const LIVE_CHAT_LIST_HEIGHT = 420;
export const LIVE_CHAT_FOLLOW_WITHIN_PX = 48;
