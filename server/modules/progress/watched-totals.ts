import { isStaff } from '../../../common/roles.js';
import type { AuthUser } from '../../access/types.js';
import { type CatalogueSnapshot, visibleEntry } from '../lectures/catalogue-snapshot.js';
import type { LearningState } from './learning-state.js';
import { COMPLETED_AT_PERCENT, percentWatched } from './percent.js';

/** A member's watched time and completed lectures, over the lectures they may see. */
export interface WatchedTotals {
  seconds: number;
  completed: number;
}

interface Kept extends WatchedTotals {
  snapshot: CatalogueSnapshot;
  staff: boolean;
}

/**
 * Learning states and snapshots are never changed, only replaced: totals made from one pair hold
 * until either is replaced. A member with hundreds of lectures in progress in a large catalogue spent
 * most of a dashboard call summing them again.
 */
const kept = new WeakMap<LearningState, Kept>();

export function watchedTotals(learning: LearningState, snapshot: CatalogueSnapshot, user: AuthUser): WatchedTotals {
  const staff = isStaff(user);
  const known = kept.get(learning);
  if (known?.snapshot === snapshot && known.staff === staff) return known;
  let seconds = 0;
  let completed = 0;
  for (const [lectureId, { watchedSeconds }] of learning.progress) {
    const lecture = visibleEntry(snapshot, user, lectureId)?.lecture;
    if (!lecture) continue;
    seconds += Math.min(watchedSeconds, lecture.lengthSeconds);
    if (lecture.lengthSeconds > 0 && percentWatched(watchedSeconds, lecture.lengthSeconds) >= COMPLETED_AT_PERCENT)
      completed += 1;
  }
  const totals = { snapshot, staff, seconds, completed };
  kept.set(learning, totals);
  return totals;
}
