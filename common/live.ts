/** A live class's life: scheduled until its coach goes live, then ended; cancelled by staff before. */
export const LIVE_STATUSES = ['scheduled', 'live', 'ended', 'cancelled'] as const;
export type LiveStatus = (typeof LIVE_STATUSES)[number];

/** The statuses members see on the Live page: what is still to come or running now. */
export const UPCOMING_STATUSES = ['scheduled', 'live'] as const satisfies readonly LiveStatus[];

/** A class's expected length in minutes: a short session to an all-day workshop. */
export const MIN_LIVE_MINUTES = 5;
export const MAX_LIVE_MINUTES = 480;
/** A class scheduled without a duration lasts an hour. */
export const DEFAULT_LIVE_MINUTES = 60;

/** The live classes' texts, the same on the server's answers and the screens. */
export const LIVE_TEXTS = {
  reminderSetting: 'Live class reminders',
  reminderHelp: 'A notification and a mail when a live class starts.',
  remindersOn: 'Live class reminders turned on',
  remindersOff: 'Live class reminders turned off',
  startInPast: 'The start must be in the future',
  duration: `The duration must be ${MIN_LIVE_MINUTES} to ${MAX_LIVE_MINUTES} minutes`,
  startsNow: (title: string) => `Live now: ${title}`,
  streamKeyMade: 'New stream key made: the old one no longer works',
  notLive: 'The class is not live',
  ended: 'Live class ended',
  markerTitle: 'Please give the marker a title',
  markerOneLine: 'The title must be one line',
  markerNotLive: 'Markers can be added only while the class is live',
  markerAdded: 'Marker added',
} as const;
