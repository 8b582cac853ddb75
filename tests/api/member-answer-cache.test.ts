import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../reliability/helpers/product.js';
import { type ApiClient, signIn } from './helpers/client.js';
import { lectureWithDecisions } from './helpers/decisions.js';
import { newMemberToken, subscribeLocally } from './helpers/payments.js';
import type { TestServer } from './helpers/test-server.js';
import { soon, startTwoProcesses, stopTwoProcesses } from './helpers/two-processes.js';

/**
 * Search hits, the review deck, a lecture's discussion and the notifications are kept in each process's
 * memory per member (docs/ARCHITECTURE.md). Two processes on one database: every answer below is read
 * through both before the write, so each is kept; after it, the process that wrote shows the write on
 * the next call and the other as soon as the change's notification reaches it. What is one member's
 * (their votes, their own posts, what they read) is never another's.
 */
let first: TestServer;
let second: Product;
let one: ApiClient;
let two: ApiClient;
let staff: string;

beforeAll(async () => {
  ({ first, second, one, two, staff } = await startTwoProcesses());
}, 120_000);
afterAll(() => stopTwoProcesses({ first, second }));

async function payingMember(): Promise<string> {
  const member = await newMemberToken(one, first.outbox);
  await subscribeLocally(one, member.token);
  return signIn(one, member.email, member.password);
}

/** Reads `read` through both processes: the writing one must show the write at once, the other soon. */
async function inBoth<T>(read: (api: ApiClient) => Promise<T>, check: (answer: T) => void) {
  check(await read(one));
  await soon(async () => check(await read(two)));
}

describe('member answers kept in memory', () => {
  it('finds a lecture as staff add, rename and caption it', async () => {
    const member = await payingMember();
    const hits = (q: string) => async (api: ApiClient) =>
      (await api.get(`/search?q=${q}`, member)).body as { lectureId: number; lectureName: string; kind: string }[];
    for (const api of [one, two]) {
      expect(await hits('okapi')(api)).toEqual([]);
      expect(await hits('narwhal')(api)).toEqual([]);
    }

    const { lectureId } = await lectureWithDecisions(one, staff, 'Okapi floats', []);
    await inBoth(hits('okapi'), (found) => expect(found.map((hit) => hit.lectureId)).toEqual([lectureId]));

    expect((await one.patch(`/lectures/${lectureId}`, { name: 'Quiet turns' }, staff)).status).toBe(200);
    await inBoth(hits('okapi'), (found) => expect(found).toEqual([]));

    const form = new FormData();
    form.append('label', 'English');
    form.append('file', new Blob(['WEBVTT\n\n00:04.000 --> 00:06.000\nThe narwhal check\n']), 'captions.vtt');
    const uploaded = await fetch(`${first.url}/api/lectures/${lectureId}/captions`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${staff}` },
    });
    expect(uploaded.status).toBe(200);
    await inBoth(hits('narwhal'), (found) =>
      expect(found).toEqual([expect.objectContaining({ lectureId, kind: 'caption' })]),
    );
  });

  it("deals a card when the member answers wrong, takes it away when they rate it, and deals no one else's", async () => {
    const [member, other] = [await payingMember(), await payingMember()];
    const { decisionIds } = await lectureWithDecisions(one, staff, 'Deck kept', [20]);
    const deck = (token: string) => async (api: ApiClient) => (await api.get('/review', token)).body;
    for (const api of [one, two])
      for (const token of [member, other]) expect((await deck(token)(api)).dueCount).toBe(0);

    await one.post(`/decisions/${decisionIds[0]}/answer`, { optionIndex: 0 }, member);
    await inBoth(deck(member), (answer) =>
      expect(answer.cards.map((card: { decision: { id: number } }) => card.decision.id)).toEqual(decisionIds),
    );
    expect((await deck(other)(two)).dueCount).toBe(0);

    const [card] = (await deck(member)(one)).cards;
    expect((await one.post(`/review/cards/${card.id}/rate`, { rating: 'good' }, member)).status).toBe(200);
    await inBoth(deck(member), (answer) => expect(answer).toMatchObject({ dueCount: 0, streak: 1 }));
  });

  it('shows a question, a vote and a hidden post to every member, each with their own marks', async () => {
    const [alice, bob] = [await payingMember(), await payingMember()];
    const { lectureId } = await lectureWithDecisions(one, staff, 'Talk kept', []);
    const page = (token: string) => async (api: ApiClient) => {
      const answer = await api.get(`/lectures/${lectureId}/discussion`, token);
      return {
        threads: answer.body as { id: number; mine: boolean; helpful: number; votedHelpful: boolean }[],
        total: answer.headers.get('x-total-count'),
      };
    };
    for (const api of [one, two])
      for (const token of [alice, bob]) expect((await page(token)(api)).threads).toEqual([]);

    const asked = await one.post(`/lectures/${lectureId}/discussion`, { body: 'Why check the turn?' }, alice);
    expect(asked.status).toBe(201);
    await inBoth(page(bob), (answer) => {
      expect(answer.threads).toEqual([expect.objectContaining({ id: asked.body.id, mine: false, helpful: 0 })]);
      expect(answer.total).toBe('1');
    });
    await inBoth(page(alice), (answer) => expect(answer.threads).toEqual([expect.objectContaining({ mine: true })]));

    await one.put(`/discussion/${asked.body.id}/helpful`, { helpful: true }, bob);
    await inBoth(page(bob), (answer) => expect(answer.threads[0]).toMatchObject({ helpful: 1, votedHelpful: true }));
    await inBoth(page(alice), (answer) => expect(answer.threads[0]).toMatchObject({ helpful: 1, votedHelpful: false }));

    expect((await one.patch(`/discussions/${asked.body.id}`, { hidden: true }, staff)).status).toBe(200);
    for (const token of [alice, bob]) await inBoth(page(token), (answer) => expect(answer.threads).toEqual([]));
  });

  it('lists a notification as staff send and edit it, and as the member reads it, for them alone', async () => {
    const [member, other] = [await payingMember(), await payingMember()];
    const otherId = (await one.get('/user/me', other)).body.id as number;
    const list = (token: string) => async (api: ApiClient) =>
      (await api.get('/notifications?_start=0&_end=50', token)).body as { id: number; title: string; read: boolean }[];
    for (const api of [one, two]) for (const token of [member, other]) await list(token)(api);

    const sent = await one.post(
      '/notifications/send-to-specific',
      { title: 'Kept?', description: 'd', isForAllUsers: true },
      staff,
    );
    expect(sent.status).toBe(201);
    const mine = (answer: { id: number; title: string; read: boolean }[]) => answer.find((n) => n.id === sent.body.id);
    await inBoth(list(member), (answer) => expect(mine(answer)).toMatchObject({ title: 'Kept?', read: false }));

    expect((await one.post(`/notifications/${sent.body.id}/read`, {}, member)).status).toBe(200);
    await inBoth(list(member), (answer) => expect(mine(answer)?.read).toBe(true));
    expect(mine(await list(other)(two))?.read).toBe(false);

    expect((await one.patch(`/notifications/${sent.body.id}`, { title: 'Kept, edited' }, staff)).status).toBe(200);
    await inBoth(list(other), (answer) => expect(mine(answer)?.title).toBe('Kept, edited'));

    const direct = await one.post(
      '/notifications/send-to-specific',
      { title: 'Only you', description: 'd', isForAllUsers: false, userIds: [otherId] },
      staff,
    );
    await inBoth(list(other), (answer) => expect(answer.map((n) => n.id)).toContain(direct.body.id));
    expect((await list(member)(two)).map((n) => n.id)).not.toContain(direct.body.id);
  });
});
