/** Sizes both the browser and the server enforce (docs/API.md#limits). */

/** The units size limits are written in, and texts name them by (a "KB" or "MB" there is one of these). */
export const KIB = 1024;
export const MIB = 1024 * KIB;

/** A picture (profile, promotion, poster) is at most 5 MB: 5 242 880 bytes. */
export const MAX_PICTURE_BYTES = 5 * MIB;

/** The slice size of a chunked video upload: every chunk but the last is exactly this long. */
export const UPLOAD_CHUNK_BYTES = 5 * MIB;

/** One-time recovery codes a second factor comes with. */
export const RECOVERY_CODE_COUNT = 10;

/** A lecture is completed once this share of it is watched. */
export const COMPLETED_AT_PERCENT = 90;

/*
 * Texts' longest lengths, in characters: the server's schemas refuse longer ones, the forms stop typing
 * at them (docs/API.md#limits).
 */

/** A course's, category's or tag's title. */
export const MAX_CATALOGUE_TITLE = 120;
/** A chapter marker's title, which a coach adds while a live class is live. */
export const MAX_LIVE_MARKER_TITLE = 120;
/** A lecture's name, a promotion's or a notification's title. */
export const MAX_TITLE = 200;
/** A course's, promotion's or notification's description. */
export const MAX_DESCRIPTION = 5000;
/** A lecture's description. */
export const MAX_LECTURE_DESCRIPTION = 10_000;
/** A help request's message, and staff's reply to it. */
export const MAX_SUPPORT_MESSAGE = 5000;
/** A person's name. */
export const MAX_NAME = 120;
/** The longest address SMTP can carry (RFC 5321's 256-octet path less its angle brackets). */
export const MAX_EMAIL_LENGTH = 254;
/** A phone number as typed. */
export const MAX_PHONE_LENGTH = 32;
/** A media address: a link staff type, or a stored file's path. */
export const MAX_MEDIA_REFERENCE = 2048;
/** A passkey's name. */
export const MAX_PASSKEY_NAME = 60;
/** A recovery code as typed, dashes and spaces included. */
export const MAX_RECOVERY_CODE_INPUT = 64;
/** A member's note on a spot of a lecture. */
export const MAX_SPOT_NOTE = 500;

/** The longest password accepted: a bound on what each sign-in hashes. */
export const MAX_PASSWORD_LENGTH = 256;
export const PASSWORD_TOO_LONG = 'Password is too long';

/*
 * Plans and offers: the staff forms stop at these, the server's schemas refuse past them.
 */

/** The feature lines a plan card lists, and each line's length. */
export const MAX_PLAN_FEATURES = 12;
export const MAX_FEATURE_LENGTH = 120;
/** A plan's free trial, in days. */
export const MAX_TRIAL_DAYS = 365;
/** An offer code's length, in letters, digits, `-` and `_`. */
export const MIN_OFFER_CODE = 3;
export const MAX_OFFER_CODE = 32;
/** How many months a repeating discount may last. */
export const MAX_OFFER_MONTHS = 36;
/** How many months staff may give a free membership for (or forever: it then runs to `COMP_FOREVER_AT`). */
export const MAX_COMP_MONTHS = 120;
/** The day a free membership given forever ends: far enough for any member; the screens write it "forever". */
export const COMP_FOREVER_AT = '2100-01-01T00:00:00.000Z';

/** A team's seats (the buyer's own included): a purchase for a team takes at least two, a team changes within these. */
export const MIN_TEAM_SEATS = 2;
export const MAX_TEAM_SEATS = 200;
