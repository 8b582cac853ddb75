/**
 * A staff resource with a table of its own, written the way the README says: its screens folder and
 * name, its table, its request and response schemas, its server module and name, its row of the staff
 * role rules, its routes' audience and area.
 * The migration is not here: drizzle-kit writes it from the table.
 */

/** New files, by path. */
export const REPORT_FILES: Record<string, string> = {
  'resources/reports/index.ts': `import { defineResource } from '../shared/descriptor';

export default defineResource({
  name: 'reports',
  api: { list: 'reports/all' },
  nav: { label: 'Reports', icon: () => import('@ant-design/icons/es/icons/BarChartOutlined') },
  screens: () => import('./screens'),
  routes: { list: ['/reports', 'ReportList', 'Reports'], show: ['/reports/:id', 'ReportShow', 'Report'] },
});
`,
  'resources/reports/screens.tsx': `import type { ReportRecord } from '../../providers/types';
import { ResourceList } from '../shared/resource-list';
import { ResourceShow } from '../shared/resource-show';

const TEXTS = { title: 'Reports', caption: 'Reports', search: 'Search reports by title', add: 'Add New Report' };

export const ReportList = () => (
  <ResourceList<ReportRecord> resource="reports" texts={TEXTS} fields={['title', 'createdAt']} sortable={['title', 'createdAt']} nameOf={(report) => report.title} />
);
export const ReportShow = () => <ResourceShow<ReportRecord> resource="reports" title="Report" fields={['title', 'createdAt']} />;
`,
  'server/schemas/reports.ts': `import { z } from 'zod';
import { isoDateTime } from './common.js';
import { listQuery } from './list.js';
import { text } from './text.js';

export const reportListQuery = listQuery(['id', 'title', 'createdAt']);
export const reportBody = z.object({ title: text(200, 'Please enter a title') });
export const reportRecord = z.object({ id: z.number(), title: z.string(), createdAt: isoDateTime });
export type ReportRecord = z.infer<typeof reportRecord>;
export const reportList = z.array(reportRecord);
`,
  'server/modules/reports/schema.ts': `import { pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.js';

/** Reports staff write. */
export const reports = pgTable('reports', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  createdAt: createdAt(),
});
`,
  'server/modules/reports/routes.ts': `import { count, eq } from 'drizzle-orm';
import { notFound } from '../../errors.js';
import { idParams } from '../../schemas/common.js';
import { reportBody, reportList, reportListQuery, reportRecord } from '../../schemas/reports.js';
import type { ApiModule } from '../module.js';
import { registerSqlExport, sqlExport } from '../shared/csv-export.js';
import { type ListFilter, runList, withPage } from '../shared/lists.js';
import { reports } from './schema.js';

const tags = ['reports'];
type Report = typeof reports.$inferSelect;
const toRecord = (row: Report) => ({ id: row.id, title: row.title, createdAt: row.createdAt.toISOString() });
const reportsFilter: ListFilter<'id' | 'title' | 'createdAt'> = {
  sortable: { id: reports.id, title: reports.title, createdAt: reports.createdAt },
  defaultSort: ['createdAt', 'desc'],
  idColumn: reports.id,
  searchIn: [reports.title],
};
const reportsExport = sqlExport<Report>({
  fields: { id: reports.id, title: reports.title, createdAt: reports.createdAt },
  from: reports,
  columns: [
    ['ID', (report) => report.id],
    ['Title', (report) => report.title],
    ['Created', (report) => report.createdAt.toISOString()],
  ],
});

/** Reports: staff write and read them. */
export const reportsModule: ApiModule = {
  staffArea: 'reports',
  async staff(api) {
    const { db } = api.deps;
    api.get('/reports/all', { schema: { tags, querystring: reportListQuery, response: { 200: reportList } } }, (request, reply) =>
      runList(reply, request.query, {
        ...reportsFilter,
        rows: async (page) => (await withPage(db.select().from(reports).$dynamic(), page)).map(toRecord),
        count: async (where) => (await db.select({ total: count() }).from(reports).where(where))[0].total,
      }),
    );
    registerSqlExport(api, { list: '/reports', file: 'reports', query: reportListQuery, filter: () => reportsFilter, rows: () => reportsExport });
    api.get('/reports/:id', { schema: { tags, params: idParams, response: { 200: reportRecord } } }, async (request) => {
      const [row] = await db.select().from(reports).where(eq(reports.id, request.params.id));
      if (!row) throw notFound('Report not found');
      return toRecord(row);
    });
    api.post('/reports', { schema: { tags, body: reportBody, response: { 201: reportRecord } } }, async (request, reply) => {
      const [row] = await db.insert(reports).values(request.body).returning();
      return reply.code(201).send(toRecord(row));
    });
  },
};
`,
};

/** A line or block added to a file that exists. */
export interface Addition {
  file: string;
  /** What is added; `oneLine` additions must be exactly one line. */
  text: string;
  oneLine: boolean;
  add(source: string, text: string): string;
}

const atEnd = (source: string, text: string) => `${source.trimEnd()}\n${text}\n`;
/** Before the `closing` that ends the declaration starting with `start`. */
const beforeClose = (start: string, closing: string) => (source: string, text: string) => {
  const end = source.indexOf(`\n${closing}`, source.indexOf(start));
  return `${source.slice(0, end)}\n${text}${source.slice(end)}`;
};

export const REPORT_ADDITIONS: Addition[] = [
  {
    file: 'resources/index.ts',
    text: "  'reports',",
    oneLine: true,
    add: beforeClose('export const STAFF_FOLDERS', '];'),
  },
  {
    file: 'providers/types.ts',
    text: "export type { ReportRecord } from '../server/schemas/reports';",
    oneLine: true,
    add: atEnd,
  },
  {
    file: 'server/modules/index.ts',
    text: "export { reportsModule } from './reports/routes.js';",
    oneLine: true,
    add: atEnd,
  },
  {
    file: 'server/db/tables.ts',
    text: "export * from '../modules/reports/schema.js';",
    oneLine: true,
    add: atEnd,
  },
  {
    file: 'server/access/roles.ts',
    text: "  reports: { admin: 'write' },",
    oneLine: true,
    add: beforeClose('export const STAFF_RULES', '}'),
  },
  {
    file: 'tests/security/helpers/routes.ts',
    text: [
      "  'GET /api/reports/all': 'staff',",
      "  'GET /api/reports/export.csv': 'staff',",
      "  'GET /api/reports/{id}': 'staff',",
      "  'POST /api/reports': 'staff',",
    ].join('\n'),
    oneLine: false,
    add: beforeClose('export const AUDIENCE', '};'),
  },
  {
    file: 'tests/security/helpers/routes.ts',
    text: [
      "  'GET /api/reports/all': 'reports',",
      "  'GET /api/reports/export.csv': 'reports',",
      "  'GET /api/reports/{id}': 'reports',",
      "  'POST /api/reports': 'reports',",
    ].join('\n'),
    oneLine: false,
    add: beforeClose('export const STAFF_AREA', '};'),
  },
  {
    file: 'tests/security/helpers/routes.ts',
    text: "  reports: { admin: 'write' },",
    oneLine: true,
    add: beforeClose('export const STAFF_ACCESS', '};'),
  },
];
