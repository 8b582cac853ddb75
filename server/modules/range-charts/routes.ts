import { and, asc, count, eq, max, sql } from 'drizzle-orm';
import { MAX_RANGE_CHARTS, RANGE_CHART_TEXTS } from '../../../common/range-chart.js';
import type { AuthUser } from '../../access/types.js';
import { conflict, notFound } from '../../errors.js';
import { currentUser } from '../../plugins/auth.js';
import {
  idParams,
  messageResponse,
  rangeChartBody,
  rangeChartList,
  rangeChartParams,
  rangeChartWithMessage,
} from '../../schemas/index.js';
import type { ApiModule } from '../module.js';
import { lectureChild } from '../shared/audit-trail.js';
import { deleteAudited, insertAudited, updateAudited } from '../shared/audited-writes.js';
import { rangeCharts } from './schema.js';

const tags = ['range-charts'];
// Any constant: the advisory-lock space of chart adds (the key within it is the lecture id).
const RANGE_CHART_LOCKS = 724_304;
type ChartRow = typeof rangeCharts.$inferSelect;

const toRecord = (row: ChartRow) => ({
  id: row.id,
  lectureId: row.lectureId,
  title: row.title,
  position: row.position,
  cells: row.cells,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * Range charts: preflop hand grids on a lecture. Members with a membership read them beside
 * the video; staff add, change and delete them. Read straight from the table, so no cache holds them.
 */
export const rangeChartsModule: ApiModule = {
  staffArea: 'lectures',
  async subscriber(api) {
    const { db, catalogue } = api.deps;
    api.get(
      '/lectures/:id/range-charts',
      { schema: { tags, params: idParams, response: { 200: rangeChartList } } },
      async (request) => {
        const { id } = request.params;
        if (!(await catalogue.lecture(currentUser(request), id))) throw notFound('Lecture not found');
        const rows = await db
          .select()
          .from(rangeCharts)
          .where(eq(rangeCharts.lectureId, id))
          .orderBy(asc(rangeCharts.position), asc(rangeCharts.id));
        return rows.map(toRecord);
      },
    );
  },

  async staff(api) {
    const { db, catalogue } = api.deps;
    const liveLecture = async (user: AuthUser, id: number) => {
      if (!(await catalogue.lecture(user, id))) throw notFound('Lecture not found');
    };
    const ofLecture = (lectureId: number, chartId: number) =>
      and(eq(rangeCharts.id, chartId), eq(rangeCharts.lectureId, lectureId))!;
    const filed = (row: ChartRow) => lectureChild('range-charts', row.lectureId);

    api.post(
      '/lectures/:id/range-charts',
      { schema: { tags, params: idParams, body: rangeChartBody, response: { 201: rangeChartWithMessage } } },
      async (request, reply) => {
        const { id } = request.params;
        await liveLecture(currentUser(request), id);
        const { title, cells, position } = request.body;
        // Adds to one lecture take turns (a lock per lecture, held to the commit): each counts and
        // places after the ones before it, so a burst neither shares a position nor passes the limit.
        const row = await db.transaction(async (tx) => {
          await tx.execute(sql`select pg_advisory_xact_lock(${RANGE_CHART_LOCKS}, ${id})`);
          const [{ charts, last }] = await tx
            .select({ charts: count(), last: max(rangeCharts.position) })
            .from(rangeCharts)
            .where(eq(rangeCharts.lectureId, id));
          if (charts >= MAX_RANGE_CHARTS) throw conflict(RANGE_CHART_TEXTS.tooMany);
          const values = { lectureId: id, title, cells, position: position ?? (last ?? -1) + 1 };
          return insertAudited(tx, request, rangeCharts, values, filed);
        });
        return reply.code(201).send({ ...toRecord(row), message: RANGE_CHART_TEXTS.added });
      },
    );

    api.put(
      '/lectures/:id/range-charts/:chartId',
      { schema: { tags, params: rangeChartParams, body: rangeChartBody, response: { 200: rangeChartWithMessage } } },
      async (request) => {
        const { id, chartId } = request.params;
        await liveLecture(currentUser(request), id);
        const { title, cells, position } = request.body;
        const set = { title, cells, ...(position === undefined ? {} : { position }), updatedAt: api.deps.now() };
        const row = await updateAudited(db, request, { table: rangeCharts, where: ofLecture(id, chartId), set }, filed);
        if (!row) throw notFound(RANGE_CHART_TEXTS.notFound);
        return { ...toRecord(row), message: RANGE_CHART_TEXTS.updated };
      },
    );

    api.delete(
      '/lectures/:id/range-charts/:chartId',
      { schema: { tags, params: rangeChartParams, response: { 200: messageResponse } } },
      async (request) => {
        const { id, chartId } = request.params;
        const row = await deleteAudited(db, request, { table: rangeCharts, where: ofLecture(id, chartId) }, filed);
        if (!row) throw notFound(RANGE_CHART_TEXTS.notFound);
        return { message: RANGE_CHART_TEXTS.deleted };
      },
    );
  },
};
