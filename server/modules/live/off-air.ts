import type { AppDeps } from '../../deps.js';
import type { LiveClassRow } from './live-store.js';

/**
 * Takes a live class off the air with `mark`, the write that ends it (staff's End) or hands back the
 * row an edit or delete already wrote. The ingest stops its encoder and makes the replay: here, or on
 * the process that has it, told through the change feed. True when `mark` found the class live.
 */
export async function takeOffAir(
  deps: Pick<AppDeps, 'liveIngest' | 'changeFeed'>,
  classId: number,
  mark: () => Promise<LiveClassRow | undefined>,
): Promise<boolean> {
  if (deps.liveIngest) return deps.liveIngest.end(classId, mark);
  const ended = await mark();
  if (ended) await deps.changeFeed.announce('live-ended', String(classId));
  return ended !== undefined;
}
