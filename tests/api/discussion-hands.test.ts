import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoHandHistory } from '../../server/db/demo/hand-histories.js';
import { type ApiClient, apiClient, signIn } from './helpers/client.js';
import { newMemberToken, subscribedMemberToken } from './helpers/payments.js';
import { ADMIN, startTestServer, type TestServer } from './helpers/test-server.js';

/** Members post their own hands in a lecture's discussion (docs/API.md#lecture-discussions). */
let server: TestServer;
let api: ApiClient;
let staff: string;
let alice: string;
let lectureId: number;

const gg = demoHandHistory('ggpoker-nlhe-cash');
const stars = demoHandHistory('pokerstars-nlhe-cash');
const GG_NAMES = ['5f3a9c21', '8be7d014', 'c0ffee42', '1d9e7b3a', '4a6b2c8d'];

const postHand = (token: string, hand: unknown, body = 'How do I play this flop?') =>
  api.post(`/lectures/${lectureId}/discussion`, { body, hand }, token);
const storedHands = async () =>
  Number((await server.db.query('select count(*) from discussion_posts where hand is not null')).rows[0].count);
const postsCounted = async (token: string) => {
  const id = (await api.get('/user/me', token)).body.id;
  const { rows } = await server.db.query('select count from budget_counters where key = $1', [
    `discussion-posts:${id}`,
  ]);
  return Number(rows[0]?.count ?? 0);
};

beforeAll(async () => {
  server = await startTestServer({ SEED_DEMO: '1' });
  api = apiClient(server.url);
  staff = await signIn(api, ADMIN.email, ADMIN.password);
  alice = await subscribedMemberToken(api, server.outbox);
  lectureId = ((await api.get('/lectures', alice)).body as { id: number }[])[0].id;
});
afterAll(() => server.close());

describe('a member posting a hand', () => {
  it('stores a GGPoker hand with positions for names and the hero as Hero, and not the text', async () => {
    const posted = await postHand(alice, { text: gg });
    expect(posted.status).toBe(201);
    const { hand } = posted.body;
    expect(hand).toMatchObject({ site: 'GGPoker', game: 'NLHE' });
    expect(hand.players.map((player: { name: string }) => player.name)).toEqual([
      'BTN',
      'SB',
      'Hero',
      'UTG',
      'HJ',
      'CO',
    ]);
    expect(hand.actions).toContainEqual({ kind: 'show', player: 'UTG', cards: ['Ac', 'Qc'] });
    const read = JSON.stringify((await api.get(`/lectures/${lectureId}/discussion`, alice)).body);
    for (const name of GG_NAMES) expect(read).not.toContain(name);
    const { rows } = await server.db.query('select hand, hand_text from discussion_posts where id = $1', [
      posted.body.id,
    ]);
    expect(rows[0].hand_text).toBeNull();
    for (const name of GG_NAMES) expect(JSON.stringify(rows[0].hand)).not.toContain(name);
  });

  it('keeps the names, and the text as pasted, when the member asks to', async () => {
    const posted = await postHand(alice, { text: stars, keepNames: true });
    expect(posted.status).toBe(201);
    expect(posted.body.hand.players.map((player: { name: string }) => player.name)).toContain('VillainOne');
    const { rows } = await server.db.query('select hand_text from discussion_posts where id = $1', [posted.body.id]);
    expect(rows[0].hand_text).toBe(stars);
  });

  it('refuses a history it cannot parse with the line and why, posting nothing; the refusal counts as a post', async () => {
    const [before, counted] = [await storedHands(), await postsCounted(alice)];
    const broken = stars.replace('VillainOne: checks', 'VillainOne: checks behind');
    const refused = await postHand(alice, { text: broken });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      message: 'hand.text: line 21: "checks behind" is not an action this replayer knows',
      field: 'hand.text',
      line: 21,
    });
    expect(await storedHands()).toBe(before);
    expect(await postsCounted(alice)).toBe(counted + 1);
  });

  it('refuses a history over the size staff uploads may have', async () => {
    const refused = await postHand(alice, { text: stars.repeat(60) });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('hand.text: Hand history files must be at most 64 KB');
  });

  it('refuses a member without a membership, as every discussion post', async () => {
    const { token: outsider } = await newMemberToken(api, server.outbox);
    expect((await postHand(outsider, { text: gg })).status).toBe(403);
  });

  it('lets the coach answer in the thread and staff delete the post with its hand', async () => {
    const posted = (await postHand(alice, { text: gg }, 'Shove or call the raise?')).body;
    const answer = await api.post(
      `/discussion/${posted.id}/replies`,
      { body: 'Fine #flop, think on the #turn' },
      staff,
    );
    expect(answer.body).toMatchObject({ byStaff: true, hand: null });
    expect((await api.get(`/discussions/${posted.id}`, staff)).body).toMatchObject({ withHand: true });
    expect((await api.delete(`/discussion/${posted.id}`, staff)).status).toBe(200);
    const { rows } = await server.db.query('select id from discussion_posts where id = $1', [posted.id]);
    expect(rows).toHaveLength(0);
  });
});
