import { LIVE_TEXTS } from '../../../common/live.js';
import { conflict, notFound } from '../../errors.js';
import { idParams, type LiveMarker, liveMarkerAnswer, liveMarkerBody, liveMarkerList } from '../../schemas/index.js';
import type { ApiModule } from '../module.js';
import { insertMarker, type LiveMarkerRow, markersOf } from './markers-store.js';
import { readLiveClassRow } from './stream-store.js';

const tags = ['live classes'];

const toMarker = (row: LiveMarkerRow): LiveMarker => ({
  id: row.id,
  title: row.title,
  offsetSeconds: row.offsetSeconds,
  createdAt: row.createdAt.toISOString(),
});

/** A live class's chapter markers: the coach adds them while it is live; its replay lecture's chapters. */
export const liveMarkersModule: ApiModule = {
  staffArea: 'live',
  async staff(api) {
    const { deps } = api;
    api.get(
      '/live-classes/:id/markers',
      { schema: { tags, params: idParams, response: { 200: liveMarkerList } } },
      async (request) => {
        const { id } = request.params;
        if (!(await readLiveClassRow(deps.db, id))) throw notFound('Live class not found');
        return (await markersOf(deps.db, id)).map(toMarker);
      },
    );
    api.post(
      '/live-classes/:id/markers',
      { schema: { tags, params: idParams, body: liveMarkerBody, response: { 201: liveMarkerAnswer } } },
      async (request, reply) => {
        const marker = { classId: request.params.id, title: request.body.title, now: deps.now() };
        const written = await insertMarker(deps.db, request, marker);
        if (written === 'not found') throw notFound('Live class not found');
        if (written === 'not live') throw conflict(LIVE_TEXTS.markerNotLive);
        return reply.code(201).send({ ...toMarker(written), message: LIVE_TEXTS.markerAdded });
      },
    );
  },
};
