import type { z } from 'zod';
import type { AuthUser } from '../../access/types.js';
import { categories, tags } from '../../db/schema.js';
import { currentUser } from '../../plugins/auth.js';
import { lectureListQuery, notificationListQuery, promotionListQuery, supportListQuery } from '../../schemas/index.js';
import { courseList, coursesListFilter } from '../catalogue/courses.js';
import { titledList, titledListFilter } from '../catalogue/titled-resource.js';
import { inCourseAndCategory, lectureListSpec } from '../lectures/routes.js';
import type { Api, ApiModule } from '../module.js';
import { notificationsListFilter } from '../notifications/routes.js';
import { promotionsListFilter } from '../promotions/routes.js';
import { type ListFilter, listOrderAndWhere } from '../shared/lists.js';
import { listInMemory } from '../shared/memory-list.js';
import { usersListFilter, usersQuery } from '../staff-users/routes.js';
import { supportListFilter } from '../support/routes.js';
import { exportFileName, sendCsv } from './csv-response.js';
import { cursorBatches } from './cursor-batches.js';
import { lectureColumns } from './lecture-export.js';
import {
  coursesExport,
  notificationsExport,
  promotionsExport,
  type SqlExport,
  supportExport,
  titledExport,
  usersExport,
} from './sql-exports.js';

const openTags = ['exports (staff)'];
/** An export takes the list's search, filters and sort, not its page window. */
const WINDOWLESS = { _start: true, _end: true, id: true } as const;

// The list schemas are all `listQuery(...)` objects; omit is typed per schema below.
type ListSchema = z.ZodObject<z.ZodRawShape>;
type QueryOf<S extends ListSchema> = z.infer<S> & { q?: string; _sort?: string; _order?: 'asc' | 'desc' };

interface ExportRoute<S extends ListSchema, R> {
  /** Where the list is, e.g. `/user/getAll`; the export is its folder's `export.csv`. */
  path: string;
  /** The file's name before the date. */
  file: string;
  query: S;
  filter(query: QueryOf<S>, staff: AuthUser, now: Date): ListFilter<string>;
  rows(staff: AuthUser): SqlExport<R>;
}

function sqlExportRoute<S extends ListSchema, R>(api: Api, route: ExportRoute<S, R>) {
  const { db } = api.deps;
  api.get(
    route.path,
    { schema: { tags: openTags, querystring: route.query.omit(WINDOWLESS) } },
    async (request, reply) => {
      const staff = currentUser(request);
      const now = api.deps.now();
      const query = request.query as QueryOf<S>;
      const { where, orderBy } = listOrderAndWhere(query, route.filter(query, staff, now));
      const spec = route.rows(staff);
      const select = db
        .select(spec.fields as never)
        .from(spec.from)
        .where(where)
        .orderBy(...orderBy);
      const batches = cursorBatches<R>(db.$client, spec.fields, select);
      const enrich = spec.enrich;
      const rows = enrich
        ? (async function* () {
            for await (const batch of batches) yield await enrich(db, batch, now);
          })()
        : batches;
      return sendCsv(reply, exportFileName(route.file, now), spec.columns, rows);
    },
  );
}

/**
 * CSV exports of the staff lists: `GET /api/<list>/export.csv` with the list's own
 * `q`, filters, `_sort` and `_order`, streamed from a database cursor. Staff only.
 */
export const exportsModule: ApiModule = {
  async staff(api) {
    sqlExportRoute(api, {
      path: '/user/export.csv',
      file: 'users',
      query: usersQuery,
      filter: (query) => usersListFilter(query),
      rows: () => usersExport,
    });
    sqlExportRoute(api, {
      path: '/courses/export.csv',
      file: 'courses',
      query: courseList,
      filter: (_, staff) => coursesListFilter(staff),
      rows: (staff) => coursesExport(api.deps.db, staff),
    });
    for (const [path, table] of [
      ['category', categories],
      ['tags', tags],
    ] as const)
      sqlExportRoute(api, {
        path: `/${path}/export.csv`,
        file: path === 'category' ? 'categories' : 'tags',
        query: titledList,
        filter: () => titledListFilter(table, true),
        rows: () => titledExport(table),
      });
    sqlExportRoute(api, {
      path: '/promotion/export.csv',
      file: 'promotions',
      query: promotionListQuery,
      filter: (_, __, now) => promotionsListFilter(true, now),
      rows: () => promotionsExport,
    });
    sqlExportRoute(api, {
      path: '/customer-support/export.csv',
      file: 'support-messages',
      query: supportListQuery,
      filter: (query) => supportListFilter(query),
      rows: () => supportExport,
    });
    sqlExportRoute(api, {
      path: '/notifications/export.csv',
      file: 'notifications',
      query: notificationListQuery,
      filter: (_, staff) => notificationsListFilter(staff),
      rows: () => notificationsExport,
    });

    // Lectures are listed from the in-memory catalogue, so their export reads the same snapshot.
    api.get(
      '/lectures/export.csv',
      { schema: { tags: openTags, querystring: lectureListQuery.omit(WINDOWLESS) } },
      async (request, reply) => {
        const staff = currentUser(request);
        const visible = inCourseAndCategory(await api.deps.catalogue.visibleTo(staff), request.query);
        const rows = listInMemory(reply, request.query, lectureListSpec, visible);
        return sendCsv(reply, exportFileName('lectures', api.deps.now()), lectureColumns, [rows]);
      },
    );
  },
};
