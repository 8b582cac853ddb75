import { RANGE_CHART_TEXTS } from '../../../common/range-chart.js';
import type { AuthUser } from '../../access/types.js';
import { notFound } from '../../errors.js';
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
import { addChart, type ChartRow, deleteChart, lectureCharts, updateChart } from './range-charts-store.js';

const tags = ['range-charts'];

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
        return (await lectureCharts(db, id)).map(toRecord);
      },
    );
  },

  async staff(api) {
    const { db, catalogue } = api.deps;
    const liveLecture = async (user: AuthUser, id: number) => {
      if (!(await catalogue.lecture(user, id))) throw notFound('Lecture not found');
    };

    api.post(
      '/lectures/:id/range-charts',
      { schema: { tags, params: idParams, body: rangeChartBody, response: { 201: rangeChartWithMessage } } },
      async (request, reply) => {
        const { id } = request.params;
        await liveLecture(currentUser(request), id);
        const row = await addChart(db, request, id, request.body);
        return reply.code(201).send({ ...toRecord(row), message: RANGE_CHART_TEXTS.added });
      },
    );

    api.put(
      '/lectures/:id/range-charts/:chartId',
      { schema: { tags, params: rangeChartParams, body: rangeChartBody, response: { 200: rangeChartWithMessage } } },
      async (request) => {
        const { id, chartId } = request.params;
        await liveLecture(currentUser(request), id);
        const row = await updateChart(db, request, id, chartId, request.body, api.deps.now());
        if (!row) throw notFound(RANGE_CHART_TEXTS.notFound);
        return { ...toRecord(row), message: RANGE_CHART_TEXTS.updated };
      },
    );

    api.delete(
      '/lectures/:id/range-charts/:chartId',
      { schema: { tags, params: rangeChartParams, response: { 200: messageResponse } } },
      async (request) => {
        const { id, chartId } = request.params;
        const row = await deleteChart(db, request, id, chartId);
        if (!row) throw notFound(RANGE_CHART_TEXTS.notFound);
        return { message: RANGE_CHART_TEXTS.deleted };
      },
    );
  },
};
