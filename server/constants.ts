import { AUTH_TEXTS } from '../common/auth-texts.js';
import { SHARED_TEXTS } from '../common/texts.js';

/** Server-side constants, named for what they mean. */
export const VERIFY_LINK_TTL_MS = 48 * 3600_000;
export const RESET_LINK_TTL_MS = 3600_000;
export const RESET_CODE_TTL_MS = 15 * 60_000;
export const RESET_CODE_MAX_ATTEMPTS = 5;

export const SIGN_IN_WINDOW_MS = 15 * 60_000;
export const SIGN_IN_FAILURES_PER_ACCOUNT_AND_ADDRESS = 5;
export const SIGN_IN_FAILURES_PER_ADDRESS = 30;
/**
 * Failures on one account from every address within SIGN_IN_WINDOW_MS after which each attempt on it
 * waits before its password is checked: SIGN_IN_BACKOFF_START_MS, doubling per further failure, at most
 * SIGN_IN_BACKOFF_MAX_MS. It slows a guesser spread over many addresses and never refuses anyone, so the
 * owner with the right password still gets in (after at most that wait).
 */
export const SIGN_IN_BACKOFF_AFTER_FAILURES = 10;
export const SIGN_IN_BACKOFF_START_MS = 250;
export const SIGN_IN_BACKOFF_MAX_MS = 4000;

export const BUDGET_HOUR_MS = 3600_000;
/**
 * Reset codes tried per account per hour, over all its codes and every address. Windows are fixed, so
 * any 60 minutes hold at most twice this: a guesser's chance at the 4-digit code stays within
 * 2 × 10 / 10 000 = 0.2 % an hour. Past it: 429 until the window ends, and the owner is told once.
 */
export const RESET_CODE_TRIES_PER_ACCOUNT = 10;
/** Reset codes tried per address per hour, over every account: one address cannot sweep many. */
export const RESET_CODE_TRIES_PER_ADDRESS = 30;
/**
 * Mails per recipient per hour by kind; past it the answer is the same and no mail goes. A reset mail
 * carries a new code, so this also caps the codes issued per account.
 */
export const MAILS_PER_RECIPIENT_PER_HOUR = { verification: 3, reset: 5 } as const;

/**
 * Argon2 hashes and checks at once. Each takes a core for ~50 ms; on the 2-core machine two keep both
 * busy while leaving two of libuv's four threads to file reads (media, static files).
 */
export const PASSWORD_CHECKS_AT_ONCE = 2;
/** Waiting beyond them (about half a second of work at most); past it the answer is 503. */
export const PASSWORD_CHECKS_WAITING = 24;
/** New hashes (sign-ups, password changes) may fill only this much of that queue: sign-ins keep the rest. */
export const PASSWORD_HASHES_WAITING = 8;

/** A sign-in waiting for its second factor, and a staff sign-in waiting for its enrolment. */
export const MFA_SIGN_IN_TTL_MS = 5 * 60_000;
export const MFA_ENROL_TTL_MS = 15 * 60_000;
/** A WebAuthn ceremony (passkey registration or password-less sign-in). */
export const PASSKEY_CEREMONY_TTL_MS = 5 * 60_000;
/**
 * Password-less passkey sign-ins anyone may start, each stored until it expires: an address starts at
 * most this many in SIGN_IN_WINDOW_MS (a finished sign-in gives its one back), and at most
 * PASSKEY_CEREMONIES_LIVE are kept over every address, the oldest dropped first.
 */
export const PASSKEY_CEREMONIES_PER_ADDRESS = 30;
export const PASSKEY_CEREMONIES_LIVE = 2000;
/** Wrong codes one sign-in challenge takes before it is used up, and an account takes in an hour. */
export const MFA_WRONG_CODES_PER_CHALLENGE = 5;
export const MFA_WRONG_CODES_PER_HOUR = 10;
export const MFA_FAILURE_WINDOW_MS = 3600_000;
/** The name the authenticator app and the passkey prompt show. */
export const MFA_ISSUER = 'Poker';
/**
 * Client socket events (progress reports: one every 10 s while playing, and on each pause): a socket
 * may send this many at once, refilled at SOCKET_EVENTS_PER_MINUTE; a user's sockets together twice
 * that. A socket refused this many events in a row is disconnected.
 */
export const SOCKET_EVENT_BURST = 10;
export const USER_SOCKET_EVENT_BURST = 2 * SOCKET_EVENT_BURST;
export const SOCKET_FLOOD_DISCONNECT_AFTER = 50;
export const SOCKET_TOO_FAST = 'You are sending too fast: progress from the last moments was not saved.';

/**
 * Pictures (image-upload) an account may store in a day: enough for any profile or promotion form,
 * bounded so no account fills the disk; staff, who dress the catalogue, more.
 */
export const PICTURE_QUOTA_WINDOW_MS = 24 * 3600_000;
export const PICTURE_QUOTA = {
  member: { pictures: 20, bytes: 20 * 1024 * 1024 },
  staff: { pictures: 200, bytes: 200 * 1024 * 1024 },
} as const;
/** An uploaded picture no record uses this long after its upload (a form never saved, a replaced one) is removed. */
export const UNUSED_PICTURE_GRACE_MS = 6 * 3600_000;

export const MESSAGES = {
  signupDone: SHARED_TEXTS.signupDone,
  emailTaken: 'An account with this email already exists.',
  resendDone: 'If this email belongs to an account that is not verified yet, a new verification mail is on its way.',
  verified: 'Your account is verified. You can log in now.',
  verificationFailed: 'This verification link is invalid, expired or already used.',
  alreadyVerified: AUTH_TEXTS.alreadyVerified,
  loginDone: AUTH_TEXTS.loginDone,
  badCredentials: 'Invalid email or password',
  notVerified: AUTH_TEXTS.notVerified,
  inactive: 'Your account is inactive. Please contact support.',
  throttled: 'Too many failed sign-in attempts. Please try again later.',
  resetCodesLocked: 'Too many codes tried. Please try again later, or use the link in the reset mail.',
  busy: 'The server is busy checking passwords. Please try again in a few seconds.',
  forgotDone: 'If this email belongs to an account, a reset link and a 4-digit code are on their way.',
  wrongCode: 'The code is wrong or has expired.',
  resetDone: 'Your password has been reset. You can log in with the new password.',
  resetFailed: 'This reset link is invalid, expired or already used.',
  passwordsDiffer: AUTH_TEXTS.passwordsDiffer,
  passwordUpdated: SHARED_TEXTS.passwordUpdated,
  profileUpdated: SHARED_TEXTS.profileUpdated,
  wrongCurrentPassword: 'Your current password is incorrect',
  sessionExpired: 'Your session has expired. Please log in again.',
  staffOnly: SHARED_TEXTS.staffOnly,
  mfaRequired: 'One more step: confirm it is you with your second factor.',
  mfaEnrolRequired: 'Staff accounts need two-factor authentication. Set it up to finish logging in.',
  mfaWrongCode: 'The code is wrong or has already been used.',
  mfaChallengeGone: 'This login step has expired. Please log in again.',
  mfaThrottled: 'Too many wrong codes. Please try again later.',
  mfaNoFactor: 'Two-factor authentication is not set up for this account.',
  totpAlreadyOn: 'Two-factor authentication with an app is already on. Turn it off first to set it up again.',
  totpNotStarted: 'Start the setup again: no authenticator app is waiting to be confirmed.',
  totpOn: 'Two-factor authentication is on.',
  totpOff: 'Two-factor authentication with an app is off.',
  proofNeeded: 'Enter your password or a current code.',
  staffKeepsFactor: 'Staff accounts must keep a second factor. Add another before removing this one.',
  recoveryCodesNew: 'New recovery codes made. The old ones no longer work.',
  passkeyAdded: 'Passkey added.',
  passkeyRenamed: 'Passkey renamed.',
  passkeyRemoved: 'Passkey removed.',
  passkeyNotFound: 'This passkey is not registered.',
  passkeyFailed: 'The passkey could not be verified. Please try again.',
  passkeyThrottled: 'Too many passkey sign-ins started. Please try again later.',
  passkeyUnavailable: 'Passkeys need the site to be opened at its domain name (set PUBLIC_URL to it).',
  roleNotAllowed: 'Your staff role does not allow this',
  lastAdmin: 'The last active admin cannot be demoted or deactivated',
} as const;

/** A team seat's invite link works this long, once. */
export const SEAT_INVITE_TTL_MS = 14 * 24 * 3600_000;
/** Seat invites one buyer may send an hour: enough to seat a stable, too few to mail strangers in bulk. */
export const SEAT_INVITES_PER_HOUR = 30;
