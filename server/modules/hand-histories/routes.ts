import multipart from '@fastify/multipart';
import { HAND_HISTORY_TEXTS, MAX_HAND_HISTORY_BYTES } from '../../../common/hand-histories.js';
import { notFound } from '../../errors.js';
import { currentUser } from '../../plugins/auth.js';
import {
  handHistoryBody,
  handHistoryFields,
  handHistoryList,
  handHistoryParams,
  handHistoryPatch,
  handHistoryRecord,
  handHistoryWithMessage,
  idParams,
  messageResponse,
} from '../../schemas/index.js';
import type { ApiModule } from '../module.js';
import { parseFields } from '../shared/parse-fields.js';
import { attachHandHistory, checkLectureMoment, toRecord } from './attach.js';
import { deleteHandHistory, findHandHistory, lectureHandHistories, updateHandHistory } from './hand-histories-store.js';
import { handHistoryParser } from './parse-off-thread.js';
import { readHistoryUpload } from './upload.js';

const tags = ['hand-histories'];
const uploadSchema = {
  tags,
  description: `Multipart: \`file\`, a PokerStars or GGPoker hand history (.txt) of at most ${MAX_HAND_HISTORY_BYTES / 1024} KiB; \`title\`; \`momentSeconds\`.`,
  consumes: ['multipart/form-data'],
  params: idParams,
  response: { 201: handHistoryWithMessage },
};

/**
 * Hand histories on a lecture: staff attach PokerStars or GGPoker hands at moments of the video;
 * whoever may watch the lecture lists and replays them. Read straight from the table, so no cache holds them.
 */
export const handHistoriesModule: ApiModule = {
  staffArea: 'lectures',
  async subscriber(api) {
    const { db, catalogue } = api.deps;
    const visibleLecture = async (request: Parameters<typeof currentUser>[0], id: number) => {
      if (!(await catalogue.lecture(currentUser(request), id))) throw notFound('Lecture not found');
    };

    api.get(
      '/lectures/:id/hand-histories',
      { schema: { tags, params: idParams, response: { 200: handHistoryList } } },
      async (request) => {
        await visibleLecture(request, request.params.id);
        return (await lectureHandHistories(db, request.params.id)).map(toRecord);
      },
    );

    api.get(
      '/lectures/:id/hand-histories/:handId',
      { schema: { tags, params: handHistoryParams, response: { 200: handHistoryRecord } } },
      async (request) => {
        const { id, handId } = request.params;
        await visibleLecture(request, id);
        const row = await findHandHistory(db, id, handId);
        if (!row) throw notFound(HAND_HISTORY_TEXTS.notFound);
        return toRecord(row);
      },
    );
  },

  async staff(api) {
    const { db, catalogue } = api.deps;
    const parser = handHistoryParser();
    api.addHook('onClose', () => parser.close());
    await api.register(multipart, {
      limits: { fileSize: MAX_HAND_HISTORY_BYTES, files: 1, fields: 4, fieldSize: 1024 },
    });

    api.post(
      '/lectures/:id/hand-histories',
      {
        schema: { tags, params: idParams, body: handHistoryBody, response: { 201: handHistoryWithMessage } },
      },
      async (request, reply) => {
        const added = await attachHandHistory(api.deps, parser, request, request.params.id, request.body);
        return reply.code(201).send(added);
      },
    );

    api.post('/lectures/:id/hand-histories/upload', { schema: uploadSchema }, async (request, reply) => {
      const { text, fields } = await readHistoryUpload(request);
      const input = { ...parseFields(handHistoryFields, fields), text };
      const added = await attachHandHistory(api.deps, parser, request, request.params.id, input);
      return reply.code(201).send(added);
    });

    api.patch(
      '/lectures/:id/hand-histories/:handId',
      {
        schema: { tags, params: handHistoryParams, body: handHistoryPatch, response: { 200: handHistoryWithMessage } },
      },
      async (request) => {
        const { id, handId } = request.params;
        await checkLectureMoment(catalogue, currentUser(request), id, request.body.momentSeconds);
        const row = await updateHandHistory(db, request, id, handId, request.body, api.deps.now());
        if (!row) throw notFound(HAND_HISTORY_TEXTS.notFound);
        return { ...toRecord(row), message: HAND_HISTORY_TEXTS.updated };
      },
    );

    api.delete(
      '/lectures/:id/hand-histories/:handId',
      { schema: { tags, params: handHistoryParams, response: { 200: messageResponse } } },
      async (request) => {
        const { id, handId } = request.params;
        const row = await deleteHandHistory(db, request, id, handId);
        if (!row) throw notFound(HAND_HISTORY_TEXTS.notFound);
        return { message: HAND_HISTORY_TEXTS.deleted };
      },
    );
  },
};
