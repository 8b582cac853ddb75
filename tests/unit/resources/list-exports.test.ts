import { afterEach, describe, expect, it, vi } from 'vitest';
import { httpClient } from '../../../providers/http-client';
import { STAFF_RESOURCES } from '../../../resources';
import { downloadCsv, exportPath } from '../../../resources/shared/download-csv';
import { dataProvider } from '../../../resources/shared/staff-data-provider';
import { csvWriter, exportFileName } from '../../../server/modules/shared/csv-response';

afterEach(() => vi.restoreAllMocks());

const write = (rows: unknown[][]) =>
  new Promise<string>((resolve, reject) => {
    const csv = csvWriter(['A', 'B']);
    let text = '';
    csv.on('data', (chunk: Buffer) => (text += chunk.toString()));
    csv.on('end', () => resolve(text));
    csv.on('error', reject);
    for (const row of rows) csv.write(row);
    csv.end();
  });

describe('the CSV writer', () => {
  it('writes a BOM and a header row, quotes commas, quotes and newlines', async () => {
    expect(
      await write([
        ['a,b', '"q"'],
        ['line1\nline2', 'plain'],
      ]),
    ).toBe('\uFEFFA,B\n"a,b","""q"""\n"line1\nline2",plain\n');
  });

  it('neutralises text a spreadsheet would run as a formula (OWASP), but not numbers', async () => {
    expect(
      await write([
        ['=1+2', '+x'],
        ['-x', '@x'],
        ['\tx', '\rx'],
        [-5, 'ok'],
      ]),
    ).toBe("\uFEFFA,B\n'=1+2,'+x\n'-x,'@x\n'\tx,\"'\rx\"\n-5,ok\n");
  });

  it('writes dates as ISO 8601 and booleans as Yes/No', async () => {
    expect(await write([[new Date('2026-01-02T03:04:05Z'), true]])).toBe('\uFEFFA,B\n2026-01-02T03:04:05.000Z,Yes\n');
  });

  it('names the file after the list and the day', () => {
    expect(exportFileName('users', new Date('2026-03-04T23:00:00Z'))).toBe('users-2026-03-04.csv');
  });
});

describe('the Export CSV download', () => {
  it('asks for each list its export beside the list path', () => {
    // Video Upload and the Overview are screens, not lists.
    const screensOnly = ['video-upload', 'overview'];
    const lists = STAFF_RESOURCES.filter(({ resource }) => resource.list && !screensOnly.includes(resource.name)).map(
      ({ resource }) => resource.name,
    );
    // The user list is `user/getAll`, live classes are `live-classes`; every other list, a new one too,
    // is at its resource's name.
    const listPaths: Record<string, string> = { users: 'user', live: 'live-classes' };
    expect(lists.map(exportPath)).toEqual(lists.map((name) => `${listPaths[name] ?? name}/export.csv`));
    expect(lists.map(exportPath)).toEqual(
      expect.arrayContaining([
        'user/export.csv',
        'courses/export.csv',
        'lectures/export.csv',
        'category/export.csv',
        'tags/export.csv',
        'promotion/export.csv',
        'customer-support/export.csv',
        'notifications/export.csv',
      ]),
    );
  });

  it("sends the list's search and sort and saves the file under the server's name", async () => {
    const request = vi.spyOn(httpClient, 'request').mockResolvedValue({
      data: new Blob(['ID\n'], { type: 'text/csv' }),
      headers: { 'content-disposition': 'attachment; filename="users-2026-03-04.csv"' },
    });
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const name = await downloadCsv(dataProvider.custom!, 'users', { q: 'ann', _sort: 'name', _order: 'desc' });
    expect(request).toHaveBeenCalledWith(
      expect.objectContaining({
        url: 'user/export.csv',
        method: 'get',
        params: { q: 'ann', _sort: 'name', _order: 'desc' },
        responseType: 'blob',
      }),
    );
    expect(name).toBe('users-2026-03-04.csv');
    expect(click).toHaveBeenCalledOnce();
  });
});
