import { isStaff } from '../../../common/roles.js';
import type { AppDeps } from '../../deps.js';
import { badRequest, notFound } from '../../errors.js';
import { currentUser } from '../../plugins/auth.js';
import {
  idParams,
  messageResponse,
  promotionBody,
  promotionList,
  promotionListQuery,
  promotionPatch,
  type PromotionRecord,
  promotionRecord,
  promotionWithMessage,
  staleSaveResponse,
} from '../../schemas/index.js';
import { toStoredMedia } from '../../services/media-urls.js';
import type { Api, ApiModule } from '../module.js';
import { registerBulkActions } from '../shared/bulk-actions.js';
import { registerSqlExport } from '../shared/csv-export.js';
import { runList } from '../shared/lists.js';
import { tagVersion } from '../shared/row-versions.js';
import { TEXTS } from '../shared/texts.js';
import { promotionsExport } from './promotions-export.js';
import {
  bulkPromotions,
  countPromotions,
  deletePromotion,
  findPromotion,
  insertPromotion,
  promotionPage,
  type PromotionRow,
  promotionsListFilter,
  promotionVersion,
  savePromotion,
} from './promotions-store.js';

const tags = ['promotion'];

function toPromotionRecord(deps: Pick<AppDeps, 'mediaUrls'>, row: PromotionRow, now: Date): PromotionRecord {
  const running = row.startsAt <= now && (!row.endsAt || row.endsAt > now);
  return {
    id: row.id,
    image: deps.mediaUrls.toUrl(row.image) ?? '',
    title: row.title,
    description: row.description,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
    expire: running ? 0 : 1,
    createdAt: row.createdAt.toISOString(),
  };
}

function storedImage(reference: string | undefined): string | undefined {
  if (reference === undefined) return undefined;
  const stored = toStoredMedia(reference);
  if (!stored) throw badRequest('image: must be an uploaded image or an http(s) URL', { field: 'image' });
  return stored;
}

const found = (row: PromotionRow | undefined): PromotionRow => {
  if (!row) throw notFound('Promotion not found');
  return row;
};

/** Promotions: members see the ones running now (the dashboard carousel); staff manage all. */
export const promotionsModule: ApiModule = {
  staffArea: 'promotion',
  async member(api) {
    const { deps } = api;
    api.get(
      '/promotion',
      { schema: { tags, querystring: promotionListQuery, response: { 200: promotionList } } },
      async (request, reply) => {
        const now = deps.now();
        return runList(reply, request.query, {
          ...promotionsListFilter(isStaff(currentUser(request)), now),
          rows: async (page) => (await promotionPage(deps.db, page)).map((row) => toPromotionRecord(deps, row, now)),
          count: (where) => countPromotions(deps.db, where),
        });
      },
    );
    api.get(
      '/promotion/:id',
      { schema: { tags, params: idParams, response: { 200: promotionRecord } } },
      async (request, reply) => {
        const now = deps.now();
        const staff = isStaff(currentUser(request));
        if (staff) tagVersion(reply, await promotionVersion(deps.db, request.params.id));
        const row = found(await findPromotion(deps.db, request.params.id, staff ? undefined : now));
        return toPromotionRecord(deps, row, now);
      },
    );
  },

  async staff(api) {
    const { deps } = api;
    const { db } = deps;
    registerListTools(api);
    api.post(
      '/promotion',
      { schema: { tags, body: promotionBody, response: { 201: promotionWithMessage } } },
      async (request, reply) => {
        const { image, startsAt, ...fields } = request.body;
        const values = {
          ...fields,
          image: storedImage(image)!,
          startsAt: startsAt ?? deps.now(),
          createdAt: deps.now(),
        };
        const row = await insertPromotion(db, request, values);
        return reply.code(201).send({ ...toPromotionRecord(deps, row, deps.now()), message: TEXTS.added('Promotion') });
      },
    );
    api.patch(
      '/promotion/:id',
      {
        schema: {
          tags,
          params: idParams,
          body: promotionPatch,
          response: { 200: promotionWithMessage, 412: staleSaveResponse(promotionRecord) },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        const { image, ...fields } = request.body;
        const change = { ...fields, image: storedImage(image) };
        const current = async () => toPromotionRecord(deps, found(await findPromotion(db, id)), deps.now());
        const row = await savePromotion(db, request, { id, change, current });
        tagVersion(reply, row.version);
        return { ...toPromotionRecord(deps, row, deps.now()), message: TEXTS.updated('Promotion') };
      },
    );
    api.delete(
      '/promotion/:id',
      { schema: { tags, params: idParams, response: { 200: messageResponse } } },
      async (request) => {
        if (!(await deletePromotion(db, request, request.params.id))) throw notFound('Promotion not found');
        return { message: TEXTS.deleted('Promotion') };
      },
    );
  },
};

/** The staff list's CSV export and bulk deletes. */
function registerListTools(api: Api): void {
  registerSqlExport(api, {
    list: '/promotion',
    file: 'promotions',
    query: promotionListQuery,
    filter: (_, __, now) => promotionsListFilter(true, now),
    rows: () => promotionsExport,
  });
  registerBulkActions(api, { path: '/promotion', plural: 'promotions', ...bulkPromotions });
}
