import { and, asc, count, eq, max, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { MAX_RANGE_CHARTS, RANGE_CHART_TEXTS } from '../../../common/range-chart.js';
import type { Db, Executor } from '../../db/database.js';
import { conflict } from '../../errors.js';
import { lectureChild } from '../shared/audit-trail.js';
import { deleteAudited, insertAudited, updateAudited } from '../shared/audited-writes.js';
import { rangeCharts } from './schema.js';

// No trigger watches range charts: no cache holds them, and their writes raise no change-feed kind.

// Any constant: the advisory-lock space of chart adds (the key within it is the lecture id).
const RANGE_CHART_LOCKS = 724_304;
export type ChartRow = typeof rangeCharts.$inferSelect;
type ChartFields = Pick<ChartRow, 'title' | 'cells'> & { position?: number };

const ofLecture = (lectureId: number, chartId: number) =>
  and(eq(rangeCharts.id, chartId), eq(rangeCharts.lectureId, lectureId))!;
const filed = (row: ChartRow) => lectureChild('range-charts', row.lectureId);

/** A lecture's charts in their order. */
export function lectureCharts(db: Executor, lectureId: number): Promise<ChartRow[]> {
  return db
    .select()
    .from(rangeCharts)
    .where(eq(rangeCharts.lectureId, lectureId))
    .orderBy(asc(rangeCharts.position), asc(rangeCharts.id));
}

/**
 * Adds a chart, audited, last unless a position is given. Adds to one lecture take turns (a lock per
 * lecture, held to the commit): each counts and places after the ones before it, so a burst neither
 * shares a position nor passes the limit.
 */
export function addChart(db: Db, request: FastifyRequest, lectureId: number, fields: ChartFields): Promise<ChartRow> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${RANGE_CHART_LOCKS}, ${lectureId})`);
    const [{ charts, last }] = await tx
      .select({ charts: count(), last: max(rangeCharts.position) })
      .from(rangeCharts)
      .where(eq(rangeCharts.lectureId, lectureId));
    if (charts >= MAX_RANGE_CHARTS) throw conflict(RANGE_CHART_TEXTS.tooMany);
    const { title, cells, position } = fields;
    const values = { lectureId, title, cells, position: position ?? (last ?? -1) + 1 };
    return insertAudited(tx, request, rangeCharts, values, filed);
  });
}

/** The lecture's chart as changed, audited; undefined when it has no such chart. */
export function updateChart(
  db: Db,
  request: FastifyRequest,
  lectureId: number,
  chartId: number,
  { title, cells, position }: ChartFields,
  now: Date,
): Promise<ChartRow | undefined> {
  const set = { title, cells, ...(position === undefined ? {} : { position }), updatedAt: now };
  return updateAudited(db, request, { table: rangeCharts, where: ofLecture(lectureId, chartId), set }, filed);
}

/** The lecture's chart deleted, audited; undefined when it has no such chart. */
export function deleteChart(db: Db, request: FastifyRequest, lectureId: number, chartId: number) {
  return deleteAudited(db, request, { table: rangeCharts, where: ofLecture(lectureId, chartId) }, filed);
}
