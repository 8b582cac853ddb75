import { asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db, Executor } from '../../db/database.js';
import { insertAudited } from '../shared/audited-writes.js';
import { liveClasses, liveMarkers } from './schema.js';

// No trigger watches markers: no cache holds them, and their writes raise no change-feed kind.

export type LiveMarkerRow = typeof liveMarkers.$inferSelect;

/** Whole seconds from `from` to `at`, never below 0. */
const secondsSince = (from: Date, at: Date) => Math.max(0, Math.floor((at.getTime() - from.getTime()) / 1000));

/**
 * A coach's marker at this moment of a live class, audited under the class: 'not found' or 'not live'
 * when there is no such class or it is not live. The class's row is held while the marker is written,
 * so an end waits for it. A class put live by hand, without a stream, has no `wentLiveAt`: its markers
 * are at 0.
 */
export function insertMarker(
  db: Db,
  request: FastifyRequest,
  marker: { classId: number; title: string; now: Date },
): Promise<LiveMarkerRow | 'not found' | 'not live'> {
  const { classId, title, now } = marker;
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(liveClasses).where(eq(liveClasses.id, classId)).for('share');
    if (!row) return 'not found';
    if (row.status !== 'live') return 'not live';
    const values = { classId, title, offsetSeconds: secondsSince(row.wentLiveAt ?? now, now), createdAt: now };
    return insertAudited(tx, request, liveMarkers, values, () => ({
      resource: 'live-markers',
      parent: { resource: 'live', id: classId },
    }));
  });
}

/** A class's markers in the order of the class. */
export const markersOf = (db: Executor, classId: number) =>
  db
    .select()
    .from(liveMarkers)
    .where(eq(liveMarkers.classId, classId))
    .orderBy(asc(liveMarkers.offsetSeconds), asc(liveMarkers.id));
