/** Lecture discussions' rules, which the browser shows and the server enforces (docs/API.md#lecture-discussions). */

/** The longest question, comment or reply, in characters. */
export const DISCUSSION_TEXT_MAX = 4000;
/** How long after posting its author may still edit a post. */
export const DISCUSSION_EDIT_MINUTES = 15;
/** Questions and replies a member may post per hour, over every lecture and process. */
export const DISCUSSION_POSTS_PER_HOUR = 20;
/** The longest reason given with a report. */
export const DISCUSSION_REPORT_REASON_MAX = 500;

/** The orders members may read a discussion in. */
export const DISCUSSION_SORTS = ['newest', 'helpful'] as const;
/** The staff Discussions screen's three views. */
export const DISCUSSION_VIEWS = ['newest', 'reported', 'unanswered'] as const;

/** The socket event that tells open pages a lecture's discussion changed (its payload: `{lectureId}`). */
export const DISCUSSION_EVENT = 'discussion';
/**
 * A page showing a lecture's discussion sends `{lectureId}` to hear its changes (again after each
 * reconnection), and `{lectureId}` on leaving to stop; the server answers `{lectureId, watching}`.
 */
export const DISCUSSION_WATCH = 'discussion-watch';
export const DISCUSSION_LEAVE = 'discussion-leave';
export const DISCUSSION_WATCHING = 'discussion-watching';

/**
 * A posted hand's player the member sees as themselves; the others are named by position unless the
 * member keeps their names.
 */
export const HERO_NAME = 'Hero';

/** The mark on posts written by staff. */
export const COACH_LABEL = 'Coach';
