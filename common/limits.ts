/** Sizes both the browser and the server enforce (docs/API.md#limits). */

/** A picture (profile, promotion, poster) is at most 5 MB: 5 242 880 bytes. */
export const MAX_PICTURE_BYTES = 5 * 1024 * 1024;

/** The slice size of a chunked video upload: every chunk but the last is exactly this long. */
export const UPLOAD_CHUNK_BYTES = 5 * 1024 * 1024;

/** One-time recovery codes a second factor comes with. */
export const RECOVERY_CODE_COUNT = 10;

/** A lecture is completed once this share of it is watched. */
export const COMPLETED_AT_PERCENT = 90;
