import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyReply } from 'fastify';

/** One column of an export: its header and how a row shows in it. */
export type CsvColumn<R> = readonly [header: string, cell: (row: R) => unknown];

/** `users-2026-01-31.csv`: the list's name and the day of the export. */
export const exportFileName = (list: string, now: Date) => `${list}-${now.toISOString().slice(0, 10)}.csv`;

/**
 * The CSV writer every export shares: UTF-8 with a BOM (so spreadsheets read accents), a header row,
 * RFC 4180 quoting, and OWASP's CSV-injection defence: a text cell starting with `= + - @`, tab or CR
 * gets a leading `'`, so a spreadsheet shows it instead of running it.
 */
export const csvWriter = (headers: string[]) =>
  stringify({
    header: true,
    columns: headers,
    bom: true,
    escape_formulas: true,
    cast: { date: (value) => value.toISOString(), boolean: (value) => (value ? 'Yes' : 'No') },
  });

async function* cells<R>(batches: AsyncIterable<R[]> | Iterable<R[]>, columns: readonly CsvColumn<R>[]) {
  for await (const batch of batches) for (const row of batch) yield columns.map(([, cell]) => cell(row));
}

/**
 * Streams rows as a CSV download, batch by batch: a slow reader slows the reading (backpressure), and a
 * reader who goes away stops it, so memory stays flat however long the list.
 */
export function sendCsv<R>(
  reply: FastifyReply,
  fileName: string,
  columns: readonly CsvColumn<R>[],
  batches: AsyncIterable<R[]> | Iterable<R[]>,
) {
  const csv = csvWriter(columns.map(([header]) => header));
  pipeline(Readable.from(cells(batches, columns)), csv, (error) => {
    if (error && error.code !== 'ERR_STREAM_PREMATURE_CLOSE') reply.log.error(error, 'CSV export failed');
  });
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(csv);
}
