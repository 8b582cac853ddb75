import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BackOffice, newSignedInMember, startBackOffice, subscribe } from './helpers/back-office.js';

/** Each staff list downloads as CSV with its search and sort, streamed. */
let office: BackOffice;
let subscriber: string;

const HOSTILE_NAMES = ['csvcase a,b', '"csvcase q"', '=1+2 csvcase', '+x csvcase', '-x csvcase', '@x csvcase'];
const TWO_LINES = 'csvcase line1\nline2';

beforeAll(async () => {
  office = await startBackOffice({ SEED_DEMO: '1' });
  const member = await newSignedInMember(office.api, office.server);
  await subscribe(office.server, member.memberId);
  subscriber = member.member;
  for (const [i, name] of [...HOSTILE_NAMES, TWO_LINES].entries())
    await office.server.db.query(
      `insert into users (name, email, phone, password_hash, is_verified) values ($1, $2, '555', '$argon2id$secret', true)`,
      [name, `csvcase${i}@example.com`],
    );
});
afterAll(() => office.server.close());

const EXPORTS = [
  '/user/export.csv',
  '/courses/export.csv',
  '/lectures/export.csv',
  '/category/export.csv',
  '/tags/export.csv',
  '/promotion/export.csv',
  '/customer-support/export.csv',
  '/notifications/export.csv',
];

async function download(path: string, token = office.staff) {
  const response = await fetch(`${office.server.url}/api${path}`, { headers: { authorization: `Bearer ${token}` } });
  // Decoded keeping the BOM (response.text() drops it) to see the bytes a spreadsheet gets.
  return { response, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer()) };
}

/** The data lines of a CSV without the BOM and header (enough for these tests: no field holds `\n,`). */
const body = (text: string) => text.replace(/^\uFEFF[^\n]*\n/, '');

describe('CSV exports', () => {
  it.each(EXPORTS)('%s is a UTF-8 CSV attachment named after the list and the day, with a header row', async (path) => {
    const { response, text } = await download(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const day = new Date().toISOString().slice(0, 10);
    expect(response.headers.get('content-disposition')).toMatch(
      new RegExp(`^attachment; filename="[a-z-]+-${day}\\.csv"$`),
    );
    expect(text.startsWith('\uFEFFID,')).toBe(true);
  });

  it.each(EXPORTS)('%s is for staff only: 403 to a member, 401 without a token', async (path) => {
    expect((await download(path, subscriber)).response.status).toBe(403);
    expect((await fetch(`${office.server.url}/api${path}`)).status).toBe(401);
  });

  it('applies the list search and sort', async () => {
    const { response, text } = await download('/user/export.csv?q=csvcase&_sort=email&_order=desc');
    expect(response.headers.get('content-disposition')).toContain('filename="users-');
    const emails = [...body(text).matchAll(/csvcase(\d)@example\.com/g)].map((m) => Number(m[1]));
    expect(emails).toEqual([6, 5, 4, 3, 2, 1, 0]);
    const lectures = await download('/lectures/export.csv?_sort=name&_order=asc');
    const names = body(lectures.text)
      .trim()
      .split('\n')
      .map((line) => line.split(',')[1]);
    expect(names.length).toBeGreaterThan(5);
    const listed = (await office.api.get('/lectures?_sort=name&_order=asc', office.staff)).body as { name: string }[];
    expect(names).toEqual(listed.map((l) => (l.name.includes(',') ? `"${l.name}"` : l.name)));
  });

  it('refuses what the list refuses: an unknown sort column is 400 naming _sort', async () => {
    const { response, text } = await download('/user/export.csv?_sort=passwordHash');
    expect(response.status).toBe(400);
    expect(JSON.parse(text).message).toMatch(/^_sort: /);
  });

  it('escapes commas, quotes and newlines, and neutralises cells a spreadsheet would run as a formula', async () => {
    const { text } = await download('/user/export.csv?q=csvcase&_sort=email&_order=asc');
    expect(text).toContain(',"csvcase a,b",csvcase0@example.com,'); // a comma: quoted
    expect(text).toContain(',"""csvcase q""",'); // quotes doubled inside quotes
    expect(text).toContain(",'=1+2 csvcase,");
    expect(text).toContain(",'+x csvcase,");
    expect(text).toContain(",'-x csvcase,");
    expect(text).toContain(",'@x csvcase,");
    expect(text).toContain(',"csvcase line1\nline2",');
    expect(text).not.toMatch(/,[=+@-][^,\n]*csvcase/);
  });

  it('never exports a password hash or token', async () => {
    const { text } = await download('/user/export.csv');
    expect(text).not.toMatch(/argon2|password|token/i);
    expect(text.split('\n')[0]).toBe(
      '\uFEFFID,Name,Email,Phone,Date of Birth,Role,Subscription,Status,Verified,Created On',
    );
  });

  it('streams the file in chunks, with no Content-Length (it is never held whole)', async () => {
    const url = new URL(`${office.server.url}/api/user/export.csv`);
    const headers = await new Promise<http.IncomingHttpHeaders>((resolve, reject) => {
      http
        .get(url, { headers: { authorization: `Bearer ${office.staff}`, 'accept-encoding': 'identity' } }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.headers));
        })
        .on('error', reject);
    });
    expect(headers['transfer-encoding']).toBe('chunked');
    expect(headers['content-length']).toBeUndefined();
  });
});
