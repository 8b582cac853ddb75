import { and, eq, gt, inArray, isNull, lte, or, type SQL } from 'drizzle-orm';
import { isStaff } from '../../../common/roles.js';
import type { Db } from '../../db/database.js';
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
import type { ApiModule } from '../module.js';
import { deleteAudited, insertAudited } from '../shared/audited-writes.js';
import { registerBulkActions } from '../shared/bulk-actions.js';
import { registerSqlExport } from '../shared/csv-export.js';
import { fieldsToSet } from '../shared/fields-to-set.js';
import { type ListFilter, runList, withPage } from '../shared/lists.js';
import { saveIfUnchanged, tagCurrentVersion, tagVersion } from '../shared/row-versions.js';
import { TEXTS } from '../shared/texts.js';
import { promotionsExport } from './promotions-export.js';
import { promotions } from './schema.js';

const tags = ['promotion'];
const sortable = {
  id: promotions.id,
  title: promotions.title,
  startsAt: promotions.startsAt,
  endsAt: promotions.endsAt,
  createdAt: promotions.createdAt,
};

const runningAt = (now: Date): SQL =>
  and(lte(promotions.startsAt, now), or(isNull(promotions.endsAt), gt(promotions.endsAt, now)))!;

/** The promotion list's filter and order (newest first): members see the running ones only. */
const promotionsListFilter = (staff: boolean, now: Date): ListFilter<keyof typeof sortable> => ({
  sortable,
  defaultSort: ['createdAt', 'desc'],
  idColumn: promotions.id,
  searchIn: [promotions.title],
  where: staff ? undefined : runningAt(now),
});

function toPromotionRecord(
  deps: Pick<AppDeps, 'mediaUrls'>,
  row: typeof promotions.$inferSelect,
  now: Date,
): PromotionRecord {
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

async function findPromotion(db: Db, id: number, where?: SQL) {
  const [row] = await db
    .select()
    .from(promotions)
    .where(and(eq(promotions.id, id), where));
  if (!row) throw notFound('Promotion not found');
  return row;
}

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
          rows: async (page) =>
            (await withPage(deps.db.select().from(promotions).$dynamic(), page)).map((row) =>
              toPromotionRecord(deps, row, now),
            ),
          count: (where) => deps.db.$count(promotions, where),
        });
      },
    );
    api.get(
      '/promotion/:id',
      { schema: { tags, params: idParams, response: { 200: promotionRecord } } },
      async (request, reply) => {
        const now = deps.now();
        const staff = isStaff(currentUser(request));
        if (staff) await tagCurrentVersion(reply, deps.db, promotions, request.params.id);
        const row = await findPromotion(deps.db, request.params.id, staff ? undefined : runningAt(now));
        return toPromotionRecord(deps, row, now);
      },
    );
  },

  async staff(api) {
    const { deps } = api;
    const { db } = deps;
    registerSqlExport(api, {
      list: '/promotion',
      file: 'promotions',
      query: promotionListQuery,
      filter: (_, __, now) => promotionsListFilter(true, now),
      rows: () => promotionsExport,
    });
    registerBulkActions(api, {
      path: '/promotion',
      table: promotions,
      plural: 'promotions',
      searchIn: [promotions.title],
      // Promotions have no Active switch (their dates say when they run) and no soft delete.
      remove: async (tx, ids) => {
        await tx.delete(promotions).where(inArray(promotions.id, ids));
        return [];
      },
    });
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
        const row = await db.transaction((tx) => insertAudited(tx, request, promotions, values));
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
        const toSet = fieldsToSet({ ...fields, image: storedImage(image) });
        const current = async () => toPromotionRecord(deps, await findPromotion(db, id), deps.now());
        // The window is checked against the row as it is under the lock, not as it was read before.
        const row = await saveIfUnchanged(
          db,
          request,
          { table: promotions, id, label: 'Promotion', current },
          async (tx, before) => {
            const startsAt = fields.startsAt ?? before.startsAt;
            const endsAt = fields.endsAt === undefined ? before.endsAt : fields.endsAt;
            if (endsAt && endsAt <= startsAt)
              throw badRequest('endsAt: The end must be after the start', { field: 'endsAt' });
            if (!toSet) return before;
            const [saved] = await tx.update(promotions).set(toSet).where(eq(promotions.id, id)).returning();
            return saved;
          },
        );
        tagVersion(reply, row.version);
        return { ...toPromotionRecord(deps, row, deps.now()), message: TEXTS.updated('Promotion') };
      },
    );
    api.delete(
      '/promotion/:id',
      { schema: { tags, params: idParams, response: { 200: messageResponse } } },
      async (request) => {
        const deleted = await deleteAudited(db, request, {
          table: promotions,
          where: eq(promotions.id, request.params.id),
        });
        if (!deleted) throw notFound('Promotion not found');
        return { message: TEXTS.deleted('Promotion') };
      },
    );
  },
};
