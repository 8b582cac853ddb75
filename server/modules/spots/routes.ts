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
import { deleteSpot, insertSpot, memberSpots, ownSpot, type SpotRow, updateSpot } from './spots-store.js';

const tags = ['spots'];
export const SPOT_TEXTS = {
  notFound: 'Spot not found',
  pastTheEnd: 'That moment is past the end of the lecture',
  deleted: 'Spot deleted',
} as const;

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

    async function foundSpot(user: AuthUser, spotId: number): Promise<SpotRow> {
      const row = await ownSpot(db, user.id, spotId);
      if (!row) throw notFound(SPOT_TEXTS.notFound);
      return row;
    }

    api.get('/spots', { schema: { tags, querystring: spotsQuery, response: { 200: spotList } } }, async (request) => {
      const user = currentUser(request);
      const rows = await memberSpots(db, user.id, request.query.lectureId);
      const snapshot = await catalogue.snapshot();
      return rows.flatMap((row) => toRecord(snapshot, user, row));
    });

    api.post('/spots', { schema: { tags, body: spotBody, response: { 201: spotRecord } } }, async (request, reply) => {
      const user = currentUser(request);
      const { lectureId, atSeconds, note } = request.body;
      await checkMoment(user, lectureId, atSeconds);
      const row = await insertSpot(db, { userId: user.id, lectureId, atSeconds, note }, api.deps.now());
      return reply.code(201).send(visibleRecord(await catalogue.snapshot(), user, row));
    });

    api.patch(
      '/spots/:id',
      { schema: { tags, params: idParams, body: spotPatch, response: { 200: spotRecord } } },
      async (request) => {
        const user = currentUser(request);
        const spot = await foundSpot(user, request.params.id);
        await checkMoment(user, spot.lectureId, request.body.atSeconds);
        const row = await updateSpot(db, user.id, spot.id, request.body, api.deps.now());
        // Deleted since it was read (another tab's delete won the race).
        if (!row) throw notFound(SPOT_TEXTS.notFound);
        return visibleRecord(await catalogue.snapshot(), user, row);
      },
    );

    api.delete(
      '/spots/:id',
      { schema: { tags, params: idParams, response: { 200: messageResponse } } },
      async (request) => {
        if (!(await deleteSpot(db, currentUser(request).id, request.params.id))) throw notFound(SPOT_TEXTS.notFound);
        return { message: SPOT_TEXTS.deleted };
      },
    );
  },
};
