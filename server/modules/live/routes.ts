import type { FastifyRequest } from 'fastify';
import { LIVE_TEXTS } from '../../../common/live.js';
import { liveClassPath } from '../../../common/paths.js';
import { isStaff } from '../../../common/roles.js';
import { hasContentAccess } from '../../access/membership.js';
import type { AppDeps } from '../../deps.js';
import { badRequest, notFound } from '../../errors.js';
import { currentUser } from '../../plugins/auth.js';
import {
  coachChoiceList,
  idParams,
  liveClassCreate,
  liveClassCreated,
  liveClassList,
  liveClassListQuery,
  liveClassPatch,
  type LiveClassRecord,
  liveClassRecord,
  liveClassWithMessage,
  liveReminderSetting,
  liveReminderSettingResponse,
  messageResponse,
  staleSaveResponse,
} from '../../schemas/index.js';
import { toStoredMedia } from '../../services/media-urls.js';
import type { ApiModule } from '../module.js';
import { runList } from '../shared/lists.js';
import { tagVersion } from '../shared/row-versions.js';
import { TEXTS } from '../shared/texts.js';
import { liveClassCalendar } from './calendar.js';
import { livePlaylist } from './live-playlist.js';
import {
  coachChoices,
  countLiveClasses,
  deleteLiveClass,
  findLiveClass,
  insertLiveClass,
  liveClassPage,
  type LiveClassRow,
  liveClassVersion,
  liveListFilter,
  liveReminders as reminders,
  type NamedLiveClass,
  saveLiveClass,
} from './live-store.js';
import { takeOffAir } from './off-air.js';
import { ingestUrl, newStreamKey, streamKeyHash } from './stream-keys.js';

const tags = ['live classes'];

/** Who reads a class: staff see its replay from the moment it is a draft lecture, members once it is published. */
interface Reader {
  staff: boolean;
  /** The reader's signed HLS master playlist while the class is live and they may watch it. */
  hls: string | null;
}

function toLiveClassRecord(deps: Pick<AppDeps, 'mediaUrls'>, found: NamedLiveClass, reader: Reader): LiveClassRecord {
  const { row } = found;
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    course: row.courseId === null || found.courseTitle === null ? null : { id: row.courseId, title: found.courseTitle },
    category:
      row.categoryId === null || found.categoryTitle === null
        ? null
        : { id: row.categoryId, title: found.categoryTitle },
    startsAt: row.startsAt.toISOString(),
    endsAt: new Date(row.startsAt.getTime() + row.durationMinutes * 60_000).toISOString(),
    durationMinutes: row.durationMinutes,
    coach: { id: row.coachId, name: found.coachName },
    poster: deps.mediaUrls.toUrl(row.poster),
    status: row.status,
    hls: reader.hls,
    replayLectureId: reader.staff ? row.replayLectureId : found.publishedReplayId,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The class as the signed-in caller reads it: with their playlist while it is live, if their membership lets them watch. */
export async function liveClassFor(
  deps: Pick<AppDeps, 'config' | 'mediaUrls' | 'signedIn' | 'now'>,
  request: FastifyRequest,
  found: NamedLiveClass,
): Promise<LiveClassRecord> {
  const user = currentUser(request);
  const watching = found.row.status === 'live' && (await hasContentAccess(user, deps.signedIn, deps.now()));
  const hls = watching ? await livePlaylist(deps, found.row.id, user) : null;
  return toLiveClassRecord(deps, found, { staff: isStaff(user), hls });
}

/** A poster as stored: an uploaded picture's key or an http(s) URL; `null` takes it away. */
function storedPoster(reference: string | null | undefined): string | null | undefined {
  if (reference === undefined || reference === null) return reference;
  const stored = toStoredMedia(reference);
  if (!stored) throw badRequest('poster: must be an uploaded image or an http(s) URL', { field: 'poster' });
  return stored;
}

/**
 * A live class a staff edit or delete took off the air, already written: its publisher and encoder
 * stop and its recording becomes a draft lecture, as at `POST live/{id}/end`.
 */
async function stopStream(deps: Pick<AppDeps, 'liveIngest' | 'changeFeed'>, row: LiveClassRow): Promise<void> {
  await takeOffAir(deps, row.id, async () => row);
}

const found = (row: NamedLiveClass | undefined): NamedLiveClass => {
  if (!row) throw notFound('Live class not found');
  return row;
};

/** Live classes: members see what is live now or still to come, add it to a calendar and are reminded; staff schedule them. */
export const liveModule: ApiModule = {
  staffArea: 'live',
  async member(api) {
    const { deps } = api;
    api.get(
      '/live-classes',
      { schema: { tags, querystring: liveClassListQuery, response: { 200: liveClassList } } },
      async (request, reply) =>
        runList(reply, request.query, {
          ...liveListFilter(isStaff(currentUser(request)), deps.now()),
          rows: async (page) =>
            Promise.all((await liveClassPage(deps.db, page)).map((row) => liveClassFor(deps, request, row))),
          count: (where) => countLiveClasses(deps.db, where),
        }),
    );
    /** A member reads only a class still to come, live or ended; staff read any, with its ETag. */
    const readable = async (request: FastifyRequest, id: number) =>
      found(await findLiveClass(deps.db, id, isStaff(currentUser(request)) ? undefined : deps.now()));
    api.get(
      '/live-classes/:id',
      { schema: { tags, params: idParams, response: { 200: liveClassRecord } } },
      async (request, reply) => {
        if (isStaff(currentUser(request))) tagVersion(reply, await liveClassVersion(deps.db, request.params.id));
        return liveClassFor(deps, request, await readable(request, request.params.id));
      },
    );
    api.get('/live-classes/:id/calendar.ics', { schema: { tags, params: idParams } }, async (request, reply) => {
      const { row } = await readable(request, request.params.id);
      const url = `${deps.config.publicUrl}${liveClassPath(row.id)}`;
      const host = new URL(deps.config.publicUrl).host;
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="live-class-${row.id}.ics"`)
        .header('cache-control', 'private, no-store')
        .send(liveClassCalendar({ row, url, host, now: deps.now() }));
    });

    api.get(
      '/user/live-reminders',
      { schema: { tags, response: { 200: liveReminderSettingResponse } } },
      async (request) => ({ liveReminders: await reminders.isOn(deps.db, currentUser(request).id) }),
    );
    api.patch(
      '/user/live-reminders',
      { schema: { tags, body: liveReminderSetting, response: { 200: liveReminderSettingResponse } } },
      async (request) => {
        const { liveReminders } = request.body;
        await reminders.set(deps.db, currentUser(request).id, liveReminders, deps.now());
        return { liveReminders, message: liveReminders ? LIVE_TEXTS.remindersOn : LIVE_TEXTS.remindersOff };
      },
    );
  },

  async staff(api) {
    const { deps } = api;
    const { db } = deps;
    const record = async (request: FastifyRequest, id: number) =>
      liveClassFor(deps, request, found(await findLiveClass(db, id)));
    api.get('/live-classes/coaches', { schema: { tags, response: { 200: coachChoiceList } } }, async () =>
      coachChoices(db),
    );
    api.post(
      '/live-classes',
      { schema: { tags, body: liveClassCreate, response: { 201: liveClassCreated } } },
      async (request, reply) => {
        const { poster, courseId, categoryId, coachId, ...fields } = request.body;
        if (fields.startsAt <= deps.now())
          throw badRequest(`startsAt: ${LIVE_TEXTS.startInPast}`, { field: 'startsAt' });
        // Its stream key comes with it, shown this once, so a coach can go live from the answer alone.
        const streamKey = newStreamKey();
        const values = {
          ...fields,
          streamKeyHash: streamKeyHash(streamKey),
          // Unnamed, the coach is the staff member scheduling the class.
          coachId: coachId ?? currentUser(request).id,
          courseId: courseId ?? null,
          categoryId: categoryId ?? null,
          poster: storedPoster(poster) ?? null,
          createdAt: deps.now(),
        };
        const row = await insertLiveClass(db, request, values);
        return reply.code(201).send({
          ...(await record(request, row.id)),
          streamKey,
          ingestUrl: ingestUrl(deps.config),
          message: TEXTS.added('Live class'),
        });
      },
    );
    api.patch(
      '/live-classes/:id',
      {
        schema: {
          tags,
          params: idParams,
          body: liveClassPatch,
          response: { 200: liveClassWithMessage, 412: staleSaveResponse(liveClassRecord) },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        const { poster, ...fields } = request.body;
        const { saved, leftLive } = await saveLiveClass(db, request, {
          id,
          change: { ...fields, poster: storedPoster(poster) },
          current: () => record(request, id),
          now: deps.now(),
        });
        if (leftLive) await stopStream(deps, saved);
        tagVersion(reply, saved.version);
        return { ...(await record(request, id)), message: TEXTS.updated('Live class') };
      },
    );
    api.delete(
      '/live-classes/:id',
      { schema: { tags, params: idParams, response: { 200: messageResponse } } },
      async (request) => {
        const deleted = await deleteLiveClass(db, request, request.params.id);
        if (!deleted) throw notFound('Live class not found');
        if (deleted.status === 'live') await stopStream(deps, deleted);
        return { message: TEXTS.deleted('Live class') };
      },
    );
  },
};
