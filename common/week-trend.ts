/**
 * Which way a dashboard figure moved against the week before. `new` means the week before had nothing,
 * so a percentage (always 100) would claim growth it cannot measure.
 */
export const WEEK_TRENDS = ['up', 'down', 'same', 'new'] as const;
export type WeekTrend = (typeof WEEK_TRENDS)[number];
