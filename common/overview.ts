/** The staff overview's fixed choices, shared by the server's figures and the screen. */

/** The drop-off curve has a point every this many percent of the lecture, 0 to 100. */
export const DROP_OFF_STEP_PERCENT = 5;
/** "Active members" watched in this many last days of the range. */
export const ACTIVE_WINDOW_DAYS = 7;
/** The longest range one request may ask for. */
export const MAX_RANGE_DAYS = 366;
/** Without a range the overview shows this many days up to today; the screen's presets. */
export const DEFAULT_RANGE_DAYS = 30;
export const RANGE_PRESET_DAYS = [7, 30, 90] as const;
/** How many lectures the top-lectures table lists. */
export const TOP_LECTURES = 10;
/** How many offers the offer-redemptions table lists. */
export const TOP_OFFERS = 10;

export const OVERVIEW_TEXTS = {
  fromAfterTo: 'The start of the range must not be after its end',
  tooLong: `The range can be at most ${MAX_RANGE_DAYS} days`,
  lectureNotFound: 'Lecture not found',
} as const;
