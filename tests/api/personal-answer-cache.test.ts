import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, apiClient, signIn } from './helpers/client.js';
import { newMemberToken, subscribeLocally } from './helpers/payments.js';
import { ADMIN, startTestServer, type TestServer } from './helpers/test-server.js';

/**
 * Member lecture answers are kept as bytes per member and address (docs/ARCHITECTURE.md). These hold that a kept
 * answer is never another member's, never older than the member's own writes or a staff edit, keeps
 * its list headers, and never carries a signature that has moved on.
 */
let server: TestServer;
let api: ApiClient;
let staff: string;

beforeAll(async () => {
  server = await startTestServer({ SEED_DEMO: '1' });
  api = apiClient(server.url);
  staff = await signIn(api, ADMIN.email, ADMIN.password);
});
afterAll(() => server.close());

async function payingMember(): Promise<string> {
  const { token } = await newMemberToken(api, server.outbox);
  await subscribeLocally(api, token);
  return token;
}

const ADDRESSES = [
  '/lectures',
  '/lectures?_start=0&_end=3',
  '/user/get-favorites',
  '/lectures/by-category/1',
  '/category/all-progress',
];
const expiryOf = (url: string) => Number(new URL(url, 'http://x').searchParams.get('exp'));

describe('answers kept per member', () => {
  it("gives each member their own favourite flags at the same address, and a member's write at once", async () => {
    const [alice, bob] = [await payingMember(), await payingMember()];
    const [first] = (await api.get('/lectures?_start=0&_end=3', alice)).body;
    // Both have their answers kept before Alice saves a lecture.
    for (const token of [alice, bob]) for (const address of ADDRESSES) await api.get(address, token);
    await api.post('/user/create-favorite', { lectureId: first.id }, alice);

    const saved = (token: string) =>
      api.get('/lectures?_start=0&_end=3', token).then((answer) => answer.body[0].isFavourite);
    expect(await saved(alice)).toBe(true);
    expect(await saved(bob)).toBe(false);
    expect((await api.get(`/lectures/${first.id}`, alice)).body.isFavourite).toBe(true);
    expect((await api.get(`/lectures/${first.id}`, bob)).body.isFavourite).toBe(false);
    expect((await api.get('/user/get-favorites', bob)).body.favoriteLectures).toEqual([]);
  });

  it('keeps X-Total-Count with a kept page', async () => {
    const member = await payingMember();
    const all = (await api.get('/lectures', member)).body.length;
    for (let i = 0; i < 2; i += 1) {
      const page = await api.get('/lectures?_start=0&_end=2', member);
      expect(page.body).toHaveLength(2);
      expect(page.headers.get('x-total-count')).toBe(String(all));
    }
  });

  it('shows a staff edit on the next call', async () => {
    const member = await payingMember();
    const [lecture] = (await api.get('/lectures', member)).body;
    await api.get(`/lectures/${lecture.id}`, member);
    const name = `Renamed ${Date.now()}`;
    expect((await api.patch(`/lectures/${lecture.id}`, { name }, staff)).status).toBe(200);
    expect((await api.get(`/lectures/${lecture.id}`, member)).body.name).toBe(name);
    expect((await api.get('/lectures', member)).body.find((l: { id: number }) => l.id === lecture.id).name).toBe(name);
  });

  it('signs media afresh once the signature expiry moves on', async () => {
    const member = await payingMember();
    const before = (await api.get('/lectures', member)).body[0].videoUpload as string;
    expect((await api.get('/lectures', member)).body[0].videoUpload).toBe(before);
    server.advance(11 * 60_000);
    const after = (await api.get('/lectures', member)).body[0].videoUpload as string;
    expect(expiryOf(after)).toBeGreaterThan(expiryOf(before));
    expect((await fetch(`${server.url}${after}`, { method: 'HEAD' })).status).toBe(200);
  });

  it('answers 404 for a lecture it cannot see, every time', async () => {
    const member = await payingMember();
    for (let i = 0; i < 2; i += 1) expect((await api.get('/lectures/999999', member)).status).toBe(404);
  });
});
