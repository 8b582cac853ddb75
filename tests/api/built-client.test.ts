import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildClient, removeClientBuild } from '../../build/client-build.js';
import { DEFAULT_COURSE_ID, INDEPENDENT_CATEGORY, isIndependent } from '../../common/catalogue.js';
import { PAGE_COOKIES } from '../../common/drawn-page.js';
import { REVIEW_TEXTS } from '../../portal/review/texts.js';
import { newLecture } from './helpers/back-office.js';
import { apiClient, signIn } from './helpers/client.js';
import { newMemberToken, subscribedMemberToken, subscribeLocally } from './helpers/payments.js';
import { ADMIN, startTestServer, type TestServer } from './helpers/test-server.js';
import { unsigned } from './helpers/unsigned.js';

// build/client-dir.ts reads CLIENT_DIR when first imported: this file's own build, named before any
// import. Under `npm test` it is the run's shared build (TEST_CLIENT_DIR), which the browser suite serves.
const { clientDir, shared } = await vi.hoisted(async () => {
  const { mkdtemp } = await import('node:fs/promises');
  const { tmpdir } = await import('node:os');
  const sharedDir = process.env.TEST_CLIENT_DIR;
  process.env.CLIENT_DIR = sharedDir ?? (await mkdtemp(`${tmpdir()}/poker-client-`));
  return { clientDir: process.env.CLIENT_DIR, shared: sharedDir !== undefined };
});

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** The bytes exactly as sent (fetch would decode them). */
function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

let server: TestServer;
let entryScript: string;

beforeAll(async () => {
  buildClient(clientDir);
  server = await startTestServer();
  const html = await fs.readFile(path.join(clientDir, 'index.html'), 'utf8');
  entryScript = html.match(/src="(\/assets\/[^"]+\.js)"/)![1];
}, 300_000);

afterAll(async () => {
  await server?.close();
  if (!shared) removeClientBuild(clientDir);
});

describe('static files are compressed at build time and sent by content negotiation', () => {
  it('writes a brotli and a gzip copy beside every script, style sheet, page and icon of the build', async () => {
    const files = (await fs.readdir(clientDir, { recursive: true })).filter((file) =>
      /\.(js|css|html|svg)$/.test(file),
    );
    const sizes = await Promise.all(files.map(async (file) => (await fs.stat(path.join(clientDir, file))).size));
    const worthCompressing = files.filter((_, index) => sizes[index] > 1024);
    expect(worthCompressing.length).toBeGreaterThan(10);
    for (const file of worthCompressing) {
      await expect(fs.stat(path.join(clientDir, `${file}.br`)), `${file}.br`).resolves.toBeTruthy();
      await expect(fs.stat(path.join(clientDir, `${file}.gz`)), `${file}.gz`).resolves.toBeTruthy();
    }
  });

  it('sends brotli bytes that decode to the script to a client that accepts br, cached for a year', async () => {
    const answer = await rawGet(`${server.url}${entryScript}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/javascript/);
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(brotliDecompressSync(answer.body).equals(await fs.readFile(path.join(clientDir, entryScript)))).toBe(true);
  });

  it('sends gzip bytes to a client that accepts only gzip', async () => {
    const answer = await rawGet(`${server.url}${entryScript}`, { 'accept-encoding': 'gzip' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(answer.body).equals(await fs.readFile(path.join(clientDir, entryScript)))).toBe(true);
  });

  it('sends the file itself to a client that accepts no encoding', async () => {
    const answer = await rawGet(`${server.url}${entryScript}`);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(answer.body.equals(await fs.readFile(path.join(clientDir, entryScript)))).toBe(true);
  });

  it('keeps files without a content hash revalidated', async () => {
    const answer = await rawGet(`${server.url}/logo.svg`, { 'accept-encoding': 'br' });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['cache-control']).toBe('no-cache');
  });

  it('compresses the page of every client route as asked, and says it varies by accept-encoding', async () => {
    const brotli = await rawGet(`${server.url}/dashboard`, { 'accept-encoding': 'br;q=1, gzip;q=0.5' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.body).toString()).toContain('<meta name="poker-settings"');
    expect(brotli.headers['content-security-policy']).toContain("default-src 'self'");

    const gzip = await rawGet(`${server.url}/login`, { 'accept-encoding': 'br;q=0, gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toContain('<div id="root">');

    const plain = await rawGet(`${server.url}/login`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body.toString()).toContain('<div id="root">');
  });
});

describe('a file of another build', () => {
  it('answers 404, not the app page, for a script or style sheet the build does not have', async () => {
    // What a tab opened before a rebuild asks for: the old build's hashed names.
    for (const gone of ['/assets/index-0ld0ld00.js', '/assets/index-0ld0ld00.css', '/assets/sub/x.woff2', '/gone.js']) {
      const answer = await rawGet(`${server.url}${gone}`, { 'accept-encoding': 'br' });
      expect(answer.status, gone).toBe(404);
      expect(answer.headers['content-type'], gone).not.toMatch(/html/);
      expect(answer.body.toString(), gone).not.toContain('<div id="root">');
    }
  });

  it('still answers the app page for client routes', async () => {
    const answer = await rawGet(`${server.url}/lecture-management/lecture-details/7`);
    expect(answer.status).toBe(200);
    expect(answer.body.toString()).toContain('<div id="root">');
  });
});

/** A drawn page's answers element: whom they were drawn for (`data-member`), and the answers as JSON. */
const drawnBlock = (html: string) =>
  html.match(/<script type="application\/json" id="drawn-answers" data-member="([^"]*)">([^<]*)<\/script>/)!;
/** The answers a drawn page carries, by the address they were drawn for. */
const drawnAnswers = (html: string): Record<string, unknown[]> => JSON.parse(drawnBlock(html)[2]!);
const isPlain = (html: string) => /<div id="root"><\/div>/.test(html) && !html.includes('drawn-answers');

describe('the dashboard drawn by the server for the member its cookie names', () => {
  const pageWith = async (cookies: Record<string, string>, headers: Record<string, string> = {}) => {
    const cookie = Object.entries(cookies)
      .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
      .join('; ');
    const answer = await rawGet(`${server.url}/dashboard`, { cookie, ...headers });
    return { ...answer, html: answer.body.toString() };
  };

  it("draws the member's figures and frame into the page, kept by no cache, with the app's scripts waiting for the paint", async () => {
    const api = apiClient(server.url);
    const token = await subscribedMemberToken(api, server.outbox);
    const page = await pageWith({ [PAGE_COOKIES.key]: token, [PAGE_COOKIES.view]: 'light.412' });
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.headers.vary).toMatch(/cookie/i);
    expect(page.html).toContain('Total Watch Time');
    expect(page.html).toContain('Total Completed Videos');
    expect(page.html).toMatch(/<header[^>]*class="ant-layout-header/);
    // The answers the first render takes are the API's own.
    const [summary, , , , courses] = drawnAnswers(page.html)['/dashboard'];
    expect(unsigned(summary)).toEqual(unsigned((await api.get('/user/dashboard', token)).body));
    expect(unsigned(courses)).toEqual(unsigned((await api.get('/courses', token)).body));
    // No script runs before the paint: the entry and its preloads sit in the inert template.
    const outsideTemplate = page.html.replace(/<template id="after-paint">.*?<\/template>/s, '');
    expect(outsideTemplate).not.toMatch(/<script type="module"|rel="modulepreload"/);
    expect(page.html).toMatch(/<template id="after-paint"><script type="module"[^>]*src="\/assets\/index-/);
    expect(page.html).toContain('<script src="/after-paint.js" defer></script>');
    // The key the cookie carried is not written into the page, only whom it was given to (its subject),
    // so an app signed in as someone else leaves the answers.
    expect(page.html).not.toContain(token);
    expect(drawnBlock(page.html)[1]).toBe(JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub);
  });

  it("leaves antd's map of built styles to the page's stylesheet: a map of the drawing's own would hide it", async () => {
    const token = await subscribedMemberToken(apiClient(server.url), server.outbox);
    const page = await pageWith({ [PAGE_COOKIES.key]: token });
    expect(isPlain(page.html)).toBe(false);
    // antd reads one map, the last in the cascade: the stylesheet's, whose styles the app then need not work out.
    expect(page.html).not.toContain('data-ant-cssinjs-cache-path');
    const sheet = page.html.match(/<link rel="stylesheet"[^>]*href="([^"]+)"/)![1]!;
    expect(await fs.readFile(path.join(clientDir, sheet), 'utf8')).toContain('.data-ant-cssinjs-cache-path{content:');
  });

  it("keeps a member's own text as text: no pattern, tag or script in it reaches the page as markup", async () => {
    const api = apiClient(server.url);
    const name = "Ann $' $& </script><script>alert(1)</script>";
    const { token } = await newMemberToken(api, server.outbox, { name });
    await subscribeLocally(api, token);
    const page = await pageWith({ [PAGE_COOKIES.key]: token });
    expect(isPlain(page.html)).toBe(false);
    expect(page.html).not.toContain('<script>alert(1)');
    expect(page.html.match(/<div id="root">/g)).toHaveLength(1);
    expect(page.html.trimEnd().endsWith('</html>')).toBe(true);
    expect(page.html).toContain('Ann $&#x27; $&amp; &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(drawnAnswers(page.html)['/dashboard']).toHaveLength(7);
  });

  it('draws in the theme the browser last showed', async () => {
    const token = await subscribedMemberToken(apiClient(server.url), server.outbox);
    const page = await pageWith({ [PAGE_COOKIES.key]: token, [PAGE_COOKIES.view]: 'dark.1280' });
    expect(page.html).toContain('<html lang="en" data-theme="dark"');
  });

  it('sends the plain page without a cookie, with one that is not a key, and once the session has ended', async () => {
    const api = apiClient(server.url);
    expect(isPlain((await pageWith({})).html)).toBe(true);
    expect(isPlain((await pageWith({ [PAGE_COOKIES.key]: 'not-a-key' })).html)).toBe(true);
    const token = await subscribedMemberToken(api, server.outbox);
    expect(isPlain((await pageWith({ [PAGE_COOKIES.key]: token })).html)).toBe(false);
    expect((await api.post('/auth/logout', {}, token)).status).toBe(200);
    const ended = await pageWith({ [PAGE_COOKIES.key]: token });
    expect(isPlain(ended.html)).toBe(true);
    expect(ended.headers['cache-control']).toBe('no-cache');
    expect(ended.headers.vary).toMatch(/cookie/i);
  });

  it('sends the plain page to a member without a membership and to staff', async () => {
    const api = apiClient(server.url);
    const { token: unpaid } = await newMemberToken(api, server.outbox);
    expect(isPlain((await pageWith({ [PAGE_COOKIES.key]: unpaid })).html)).toBe(true);
    const admin = await signIn(api, ADMIN.email, ADMIN.password);
    expect(isPlain((await pageWith({ [PAGE_COOKIES.key]: admin })).html)).toBe(true);
  });

  it('never takes the cookie as a key for the API', async () => {
    const token = await subscribedMemberToken(apiClient(server.url), server.outbox);
    const answer = await rawGet(`${server.url}/api/user/dashboard`, { cookie: `${PAGE_COOKIES.key}=${token}` });
    expect(answer.status).toBe(401);
  });
});

describe('the lecture page drawn by the server for the member its cookie names', () => {
  const pageWith = async (id: number, cookies: Record<string, string>) => {
    const cookie = Object.entries(cookies)
      .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
      .join('; ');
    const answer = await rawGet(`${server.url}/lecture-management/lecture-details/${id}`, { cookie });
    return { ...answer, html: answer.body.toString() };
  };
  let lectureId: number;

  beforeAll(async () => {
    const api = apiClient(server.url);
    const admin = await signIn(api, ADMIN.email, ADMIN.password);
    const created = await api.post(
      '/lectures/create',
      {
        ...newLecture('drawn-lecture'),
        name: 'River overbets </script><script>alert(1)</script>',
        description: 'Why the nut advantage <b>allows</b> a pot-sized bet',
        poster: '/media/posters/drawn.jpg',
      },
      admin,
    );
    expect(created.status).toBe(201);
    lectureId = created.body.id;
  });

  it("draws the lecture's title, description, progress and its video with the poster, for a paying member", async () => {
    const api = apiClient(server.url);
    const token = await subscribedMemberToken(api, server.outbox);
    const page = await pageWith(lectureId, { [PAGE_COOKIES.key]: token, [PAGE_COOKIES.view]: 'light.412' });
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.html).toContain('River overbets &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page.html).toContain('Why the nut advantage &lt;b&gt;allows&lt;/b&gt; a pot-sized bet');
    expect(page.html).toContain('aria-labelledby="lecture-progress-label"');
    expect(page.html).toMatch(
      /<video class="lecture-player__video" poster="\/media\/posters\/drawn\.jpg\?exp=\d+&amp;sig=/,
    );
    expect(page.html).toMatch(/<header[^>]*class="ant-layout-header/);
    // The player's own styles come with the page: the video has its size before any script runs.
    expect(page.html).toMatch(/<style>[^<]*\.lecture-player__video\{/);
    expect(page.html).not.toContain('<script>alert(1)');
    // The answers the first render takes are the API's own, under the address they were drawn for.
    const [lecture, recent, next] = drawnAnswers(page.html)[`/lecture-management/lecture-details/${lectureId}`];
    expect(unsigned(lecture)).toEqual(unsigned((await api.get(`/lectures/${lectureId}`, token)).body));
    expect(Array.isArray(recent)).toBe(true);
    expect(next === null || typeof next === 'object').toBe(true);
    // The answers' text is escaped as JSON in a script element: no `<` ends it early.
    const block = page.html.match(/id="drawn-answers"[^>]*>([^<]*)<\/script>/)![1]!;
    expect(block).toContain('\\u003c/script>');
  });

  it('sends the plain page without a cookie, to an unpaid member, to staff, for a lecture that is not there, and once the session has ended', async () => {
    const api = apiClient(server.url);
    expect(isPlain((await pageWith(lectureId, {})).html)).toBe(true);
    const { token: unpaid } = await newMemberToken(api, server.outbox);
    expect(isPlain((await pageWith(lectureId, { [PAGE_COOKIES.key]: unpaid })).html)).toBe(true);
    const admin = await signIn(api, ADMIN.email, ADMIN.password);
    expect(isPlain((await pageWith(lectureId, { [PAGE_COOKIES.key]: admin })).html)).toBe(true);
    const token = await subscribedMemberToken(api, server.outbox);
    const missing = await pageWith(999_999, { [PAGE_COOKIES.key]: token });
    expect(missing.status).toBe(200);
    expect(isPlain(missing.html)).toBe(true);
    expect(isPlain((await pageWith(lectureId, { [PAGE_COOKIES.key]: token })).html)).toBe(false);
    // A key whose session has ended draws nothing more.
    expect((await api.post('/auth/logout', {}, token)).status).toBe(200);
    expect(isPlain((await pageWith(lectureId, { [PAGE_COOKIES.key]: token })).html)).toBe(true);
  });
});

describe('the other member pages drawn by the server for the member its cookie names', () => {
  const pageWith = async (address: string, token: string) => {
    const answer = await rawGet(`${server.url}${address}`, {
      cookie: `${PAGE_COOKIES.key}=${encodeURIComponent(token)}`,
    });
    return { ...answer, html: answer.body.toString() };
  };

  type Get = (url: string) => Promise<unknown>;
  const each = (urls: string[]) => (get: Get) => Promise.all(urls.map(get));
  /** Modules: the default course's categories, then the lectures of each but the Independent one. */
  const moduleReads = async (get: Get) => {
    const first = await each(['/courses', `/category/by-course/${DEFAULT_COURSE_ID}`])(get);
    const sections = (first[1] as { id: number; title: string }[]).filter((category) => !isIndependent(category));
    const following = sections.map(({ id }) => `/lectures/by-category/${id}?courseId=${DEFAULT_COURSE_ID}`);
    return [...first, ...(await each(following)(get))];
  };
  /** Each page: its address, a text its drawing shows, and the API's answers its drawing carries, in order. */
  const pages = [
    { address: '/lecture-management', shows: 'Drawn favourite', reads: moduleReads },
    {
      address: '/content-library',
      shows: INDEPENDENT_CATEGORY.title,
      reads: each(['/courses', '/category', '/lectures']),
    },
    { address: '/saved-videos', shows: 'Drawn favourite', reads: each(['/user/get-favorites']) },
    { address: '/review', shows: REVIEW_TEXTS.nothingDue, reads: each(['/review']) },
    { address: '/equity', shows: 'Equity calculator', reads: each([]) },
  ];
  let member: string;

  beforeAll(async () => {
    const api = apiClient(server.url);
    const admin = await signIn(api, ADMIN.email, ADMIN.password);
    const created = await api.post(
      '/lectures/create',
      { ...newLecture('drawn-favourite'), name: 'Drawn favourite' },
      admin,
    );
    member = await subscribedMemberToken(api, server.outbox);
    expect((await api.post('/user/create-favorite', { lectureId: created.body.id }, member)).status).toBe(200);
  });

  it.each(pages)("draws $address with the member's answers, kept by no cache", async ({ address, shows, reads }) => {
    const api = apiClient(server.url);
    const page = await pageWith(address, member);
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.html).toMatch(/<header[^>]*class="ant-layout-header/);
    expect(page.html).toContain(shows);
    const answers = drawnAnswers(page.html)[address]!;
    const expected = await reads(async (url) => (await api.get(url, member)).body);
    // The favourites' answer is the list the screen shows, as the browser's read keeps it.
    const shown = expected.map((body) => (body as { favoriteLectures?: unknown }).favoriteLectures ?? body);
    expect(answers.map(unsigned)).toEqual(shown.map(unsigned));
  });

  it("draws /profile with the member's account, security and membership cards, kept by no cache", async () => {
    const api = apiClient(server.url);
    const page = await pageWith('/profile', member);
    expect(page.headers['cache-control']).toBe('private, no-store');
    const me = (await api.get('/user/me', member)).body;
    expect(page.html).toContain(me.email);
    // The account, its second factors, sessions and security events, then billing, plans, the payments'
    // settings, team, digest and reminders.
    const [drawnMe, ...others] = drawnAnswers(page.html)['/profile']!;
    expect(unsigned(drawnMe)).toEqual(unsigned(me));
    expect(others).toHaveLength(9);
    expect(others[3]).toEqual((await api.get('/user/billing', member)).body);
  });

  it.each([...pages, { address: '/profile' }])(
    'sends the plain $address to an unpaid member and to staff',
    async ({ address }) => {
      const api = apiClient(server.url);
      const { token: unpaid } = await newMemberToken(api, server.outbox);
      expect(isPlain((await pageWith(address, unpaid)).html)).toBe(true);
      const admin = await signIn(api, ADMIN.email, ADMIN.password);
      expect(isPlain((await pageWith(address, admin)).html)).toBe(true);
    },
  );
});
