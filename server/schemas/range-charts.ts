import { z } from 'zod';
import { cellsProblem, MAX_RANGE_CHART_TITLE, RANGE_CHART_TEXTS } from '../../common/range-chart.js';
import { id, int32, isoDateTime } from './common.js';
import { text } from './text.js';

/** Range charts: preflop hand grids staff attach to a lecture. */
const mixes = z.record(z.string(), z.record(z.string(), z.number()));

/** Exactly the 169 hands, known actions only, whole percentages adding up to 100: a 400 naming the hand. */
const cells = mixes.superRefine((value, ctx) => {
  const problem = cellsProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', path: problem.path, message: problem.message });
});

export const rangeChartParams = z.object({ id, chartId: id });
export const rangeChartBody = z.object({
  title: text(MAX_RANGE_CHART_TITLE, RANGE_CHART_TEXTS.title),
  cells,
  /** Where the chart sits among the lecture's charts (ascending); a new chart goes last without it. */
  position: int32(0).optional(),
});
export type RangeChartBody = z.input<typeof rangeChartBody>;

export const rangeChartRecord = z.object({
  id: z.number(),
  lectureId: z.number(),
  title: z.string(),
  position: z.number(),
  cells: mixes,
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type RangeChartRecord = z.infer<typeof rangeChartRecord>;
export const rangeChartList = z.array(rangeChartRecord);
export const rangeChartWithMessage = rangeChartRecord.extend({ message: z.string() });
export type RangeChartWithMessage = z.infer<typeof rangeChartWithMessage>;
