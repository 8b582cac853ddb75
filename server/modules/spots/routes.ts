import { and, asc, eq } from 'drizzle-orm';
import type { AuthUser } from '../../access/types.js';
import { badRequest, notFound } from '../../errors.js';
import { currentUser } from '../../plugins/auth.js';
import {
  idParams,
  messageResponse,
  spotBody,
  spotList,
  spotPatch,
  spotRecord,
  spotsQuery,
} from '../../schemas/index.js';
import { type CatalogueSnapshot, visibleEntry } from '../lectures/catalogue-snapshot.js';
import { loadLectureRecord } from '../lectures/lecture-records.js';
import type { ApiModule } from '../module.js';
import { spots } from './schema.js';

const tags = ['spots'];
export const SPOT_TEXTS = {
  notFound: 'Spot not found',
  pastTheEnd: 'That moment is past the end of the lecture',
  deleted: 'Spot deleted',
} as const;

type SpotRow = typeof spots.$inferSelect;

/** A spot as the member sees it, with its lecture's name; none for a lecture they can no longer see. */
function toRecord(snapshot: CatalogueSnapshot, user: AuthUser, row: SpotRow) {
  const entry = visibleEntry(snapshot, user, row.lectureId);
  if (!entry) return [];
  return [
    {
      id: row.id,
      lectureId: row.lectureId,
      lectureName: entry.lecture.name,
      atSeconds: row.atSeconds,
      note: row.note,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    },
  ];
}

/** The spot's record; its lecture hidden or deleted meanwhile (a race with staff) is a 404 like any other. */
function visibleRecord(snapshot: CatalogueSnapshot, user: AuthUser, row: SpotRow) {
  const [record] = toRecord(snapshot, user, row);
  if (!record) throw notFound('Lecture not found');
  return record;
}

/** "My spots": each member's timestamped notes, theirs alone (another's spot is a 404). */
export const spotsModule: ApiModule = {
  async subscriber(api) {
    const { db, catalogue } = api.deps;

    /** The moment must lie within the lecture where its length is known. */
    async function checkMoment(user: AuthUser, lectureId: number, atSeconds: number | undefined) {
      const lecture = await loadLectureRecord(api.deps, user, lectureId);
      if (atSeconds !== undefined && lecture.lectureLength > 0 && atSeconds > lecture.lectureLength)
        throw badRequest(SPOT_TEXTS.pastTheEnd);
    }

    async function ownSpot(user: AuthUser, spotId: number): Promise<SpotRow> {
      const [row] = await db
        .select()
        .from(spots)
        .where(and(eq(spots.id, spotId), eq(spots.userId, user.id)));
      if (!row) throw notFound(SPOT_TEXTS.notFound);
      return row;
    }

    api.get('/spots', { schema: { tags, querystring: spotsQuery, response: { 200: spotList } } }, async (request) => {
      const user = currentUser(request);
      const { lectureId } = request.query;
      const rows = await db
        .select()
        .from(spots)
        .where(and(eq(spots.userId, user.id), lectureId ? eq(spots.lectureId, lectureId) : undefined))
        .orderBy(asc(spots.lectureId), asc(spots.atSeconds), asc(spots.id));
      const snapshot = await catalogue.snapshot();
      return rows.flatMap((row) => toRecord(snapshot, user, row));
    });

    api.post('/spots', { schema: { tags, body: spotBody, response: { 201: spotRecord } } }, async (request, reply) => {
      const user = currentUser(request);
      const { lectureId, atSeconds, note } = request.body;
      await checkMoment(user, lectureId, atSeconds);
      const [row] = await db
        .insert(spots)
        .values({ userId: user.id, lectureId, atSeconds, note, createdAt: api.deps.now(), updatedAt: api.deps.now() })
        .returning();
      return reply.code(201).send(visibleRecord(await catalogue.snapshot(), user, row));
    });

    api.patch(
      '/spots/:id',
      { schema: { tags, params: idParams, body: spotPatch, response: { 200: spotRecord } } },
      async (request) => {
        const user = currentUser(request);
        const spot = await ownSpot(user, request.params.id);
        await checkMoment(user, spot.lectureId, request.body.atSeconds);
        const [row] = await db
          .update(spots)
          .set({ ...request.body, updatedAt: api.deps.now() })
          .where(and(eq(spots.id, spot.id), eq(spots.userId, user.id)))
          .returning();
        // Deleted since it was read (another tab's delete won the race).
        if (!row) throw notFound(SPOT_TEXTS.notFound);
        return visibleRecord(await catalogue.snapshot(), user, row);
      },
    );

    api.delete(
      '/spots/:id',
      { schema: { tags, params: idParams, response: { 200: messageResponse } } },
      async (request) => {
        const user = currentUser(request);
        const deleted = await db
          .delete(spots)
          .where(and(eq(spots.id, request.params.id), eq(spots.userId, user.id)))
          .returning({ id: spots.id });
        if (deleted.length === 0) throw notFound(SPOT_TEXTS.notFound);
        return { message: SPOT_TEXTS.deleted };
      },
    );
  },
};
