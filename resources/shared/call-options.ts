/** A read in the background: it shows no loading overlay. */
export const BACKGROUND = { silent: true } as const;

/**
 * For a call whose screen shows its own error where it happened: Refine adds no error toast, and a read
 * is not retried (the error shows at once, as the server said it).
 */
export const IN_PLACE_ERRORS = { errorNotification: false } as const;

export const inPlaceRead = (queryOptions: { enabled?: boolean } = {}) => ({
  ...IN_PLACE_ERRORS,
  queryOptions: { retry: false, ...queryOptions },
});
