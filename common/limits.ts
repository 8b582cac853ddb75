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
