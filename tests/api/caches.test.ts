import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../reliability/helpers/product.js';
import { type ApiClient, signIn } from './helpers/client.js';
import { newMemberToken, subscribeLocally } from './helpers/payments.js';
import type { TestServer } from './helpers/test-server.js';
import { soon, startTwoProcesses, stopTwoProcesses } from './helpers/two-processes.js';

/**
 * Sessions, the catalogue and each member's learning state live in each process's memory (docs/ARCHITECTURE.md).
 * Two processes on one database, as behind a load balancer: the process that made a change serves it
 * on the next call; the other serves it as soon as the change's notification reaches it (PostgreSQL
 * NOTIFY: milliseconds, seconds on a loaded machine), never later; what is one member's is never
 * served to another.
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

async function payingMember() {
  const member = await newMemberToken(one, first.outbox);
  await subscribeLocally(one, member.token);
  return { ...member, token: await signIn(one, member.email, member.password) };
}

describe('caches across processes', () => {
  it('shows a staff edit to a member on the next call through the other process', async () => {
    const member = await payingMember();
    const [lecture] = (await two.get('/lectures', member.token)).body;
    expect((await two.get(`/lectures/${lecture.id}`, member.token)).body.name).toBe(lecture.name);

    expect((await one.patch(`/lectures/${lecture.id}`, { name: 'Renamed by staff' }, staff)).status).toBe(200);
    await soon(async () =>
      expect((await two.get(`/lectures/${lecture.id}`, member.token)).body.name).toBe('Renamed by staff'),
    );

    expect((await one.patch(`/courses/${lecture.courseId}`, { status: false }, staff)).status).toBe(200);
    await soon(async () => expect((await two.get(`/lectures/${lecture.id}`, member.token)).status).toBe(404));
    expect(
      (await two.get('/lectures', member.token)).body.some(
        (l: { courseId: number }) => l.courseId === lecture.courseId,
      ),
    ).toBe(false);
    await one.patch(`/courses/${lecture.courseId}`, { status: true }, staff);
    await soon(async () => expect((await two.get(`/lectures/${lecture.id}`, member.token)).status).toBe(200));
  });

  it('refuses a token revoked by a password change on the next call, in both processes', async () => {
    const member = await payingMember();
    expect((await two.get('/user/me', member.token)).status).toBe(200);
    expect((await one.get('/user/me', member.token)).status).toBe(200);
    const changed = await one.patch(
      '/user/update/password',
      { currentPassword: member.password, password: 'a-new-password-9', confirmPassword: 'a-new-password-9' },
      member.token,
    );
    expect(changed.status).toBe(200);
    expect((await one.get('/user/me', member.token)).status).toBe(401);
    await soon(async () => expect((await two.get('/user/me', member.token)).status).toBe(401));
    expect((await two.get('/user/me', changed.body.token)).status).toBe(200);
  });

  it('stops a deactivated member and a lapsed membership at once', async () => {
    const member = await payingMember();
    expect((await two.get('/lectures', member.token)).status).toBe(200);
    const me = (await one.get('/user/me', member.token)).body;
    await first.db.query(`update subscriptions set status = 'canceled' where user_id = $1`, [me.id]);
    expect((await one.get('/lectures', member.token)).status).toBe(403);
    await soon(async () => expect((await two.get('/lectures', member.token)).status).toBe(403));

    expect((await one.patch(`/user/${me.id}`, { status: false }, staff)).status).toBe(200);
    await soon(async () => expect((await two.get('/user/me', member.token)).status).toBe(401));
  });

  it('shows staff a new sign-up and a status change on the next page read through the other process', async () => {
    const page = () => two.get('/user/getAll?_sort=id&_order=desc&_start=0&_end=5', staff);
    const before = await page();
    const member = await payingMember();
    await soon(async () => {
      const after = await page();
      expect(Number(after.headers.get('x-total-count'))).toBe(Number(before.headers.get('x-total-count')) + 1);
      expect(after.body[0]).toMatchObject({ email: member.email, subscribedUser: true });
    });
    const [newest] = (await page()).body;
    await one.patch(`/user/${newest.id}`, { status: false }, staff);
    await soon(async () => expect((await page()).body[0].isActive).toBe(false));
  });

  it("never serves one member's favourites, progress or profile to another", async () => {
    const [alice, bob] = [await payingMember(), await payingMember()];
    const [lecture] = (await two.get('/lectures', alice.token)).body;
    // Both processes hold both members' state before Alice changes hers.
    for (const api of [one, two]) for (const member of [alice, bob]) await api.get('/user/get-favorites', member.token);
    expect((await one.post('/user/create-favorite', { lectureId: lecture.id }, alice.token)).body.isFavourite).toBe(
      true,
    );

    for (const api of [one, two]) {
      await soon(async () =>
        expect((await api.get(`/lectures/${lecture.id}`, alice.token)).body.isFavourite).toBe(true),
      );
      const alicesView = (await api.get(`/lectures/${lecture.id}`, alice.token)).body;
      const bobsView = (await api.get(`/lectures/${lecture.id}`, bob.token)).body;
      expect(alicesView.isFavourite).toBe(true);
      expect(bobsView.isFavourite).toBe(false);
      expect((await api.get('/user/get-favorites', bob.token)).body.favoriteLectures).toEqual([]);
      expect(
        (await api.get('/user/get-favorites', alice.token)).body.favoriteLectures.map((l: { id: number }) => l.id),
      ).toEqual([lecture.id]);
      expect((await api.get('/user/me', bob.token)).body.email).toBe(bob.email);
      expect((await api.get('/user/me', alice.token)).body.email).toBe(alice.email);
    }
  });
});
