import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoHandHistory } from '../../server/db/demo/hand-histories.js';
import { type BackOffice, newLecture, newSignedInMember, startBackOffice, subscribe } from './helpers/back-office.js';

/** Hand histories staff attach to a lecture (pasted or uploaded), and members who may watch it replay. */
let office: BackOffice;
let subscriber: string;
let lectureId: number;

const hands = (id = lectureId) => `/lectures/${id}/hand-histories`;
const attach = (body: unknown, token = office.staff, id = lectureId) => office.api.post(hands(id), body, token);
const stars = demoHandHistory('pokerstars-nlhe-cash');

async function upload(
  fields: Record<string, string>,
  file?: { bytes: Uint8Array<ArrayBuffer> | string; name: string; type: string },
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append('file', new Blob([file.bytes], { type: file.type }), file.name);
  const response = await fetch(`${office.server.url}/api${hands()}/upload`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${office.staff}` },
  });
  return { status: response.status, body: await response.json() };
}

const storedCount = async () =>
  Number((await office.server.db.query('select count(*) from hand_histories')).rows[0].count);

beforeAll(async () => {
  office = await startBackOffice();
  const { member, memberId } = await newSignedInMember(office.api, office.server);
  await subscribe(office.server, memberId);
  subscriber = member;
  lectureId = (await office.api.post('/lectures/create', newLecture('hands'), office.staff)).body.id;
});
afterAll(() => office.server.close());

describe('hand histories', () => {
  it('attaches pasted and uploaded histories, lists them by moment, edits title and moment, deletes', async () => {
    const pasted = await attach({ title: '  AK 3-bet pot  ', momentSeconds: 245, text: stars });
    expect(pasted.status).toBe(201);
    expect(pasted.body).toMatchObject({
      lectureId,
      title: 'AK 3-bet pot',
      momentSeconds: 245,
      message: 'Hand history attached',
    });
    expect(pasted.body.hand).toMatchObject({ site: 'PokerStars', game: 'NLHE', buttonSeat: 3 });
    expect(pasted.body).not.toHaveProperty('original');

    const uploaded = await upload(
      { title: 'PLO wrap', momentSeconds: '30' },
      { bytes: demoHandHistory('ggpoker-plo-cash'), name: 'GG20240305.txt', type: 'text/plain' },
    );
    expect(uploaded.status).toBe(201);
    expect(uploaded.body.hand).toMatchObject({ site: 'GGPoker', game: 'PLO' });

    const listed = await office.api.get(hands(), subscriber);
    expect(listed.status).toBe(200);
    expect(listed.body.map((hand: { title: string }) => hand.title)).toEqual(['PLO wrap', 'AK 3-bet pot']);
    const one = await office.api.get(`${hands()}/${pasted.body.id}`, subscriber);
    expect(one.body.hand.actions).toEqual(pasted.body.hand.actions);

    const edited = await office.api.patch(
      `${hands()}/${pasted.body.id}`,
      { title: 'AK vs sevens', momentSeconds: 10 },
      office.staff,
    );
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ title: 'AK vs sevens', momentSeconds: 10, message: 'Hand history updated' });
    const stored = await office.server.db.query('select original from hand_histories where id = $1', [pasted.body.id]);
    expect(stored.rows[0].original).toBe(stars);

    expect((await office.api.delete(`${hands()}/${uploaded.body.id}`, office.staff)).body).toEqual({
      message: 'Hand history deleted',
    });
    expect((await office.api.delete(`${hands()}/${uploaded.body.id}`, office.staff)).status).toBe(404);
    expect((await office.api.get(hands(), subscriber)).body).toHaveLength(1);
  });

  it('refuses a history it cannot parse with the line and the reason, storing nothing', async () => {
    const before = await storedCount();
    const broken = stars.replace('VillainOne: checks', 'VillainOne: checks behind');
    const refused = await attach({ title: 'Broken', momentSeconds: 5, text: broken });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      message: 'text: line 21: "checks behind" is not an action this replayer knows',
      field: 'text',
      line: 21,
    });
    const cut = await attach({ title: 'Cut', momentSeconds: 5, text: stars.split('*** SHOW DOWN ***')[0] });
    expect(cut.body.message).toBe('text: line 32: the history ends before its *** SUMMARY ***');
    const uploadedBroken = await upload(
      { title: 'Broken', momentSeconds: '5' },
      { bytes: broken, name: 'h.txt', type: 'text/plain' },
    );
    expect(uploadedBroken.status).toBe(400);
    expect(uploadedBroken.body.message).toContain('text: line 21:');
    expect(await storedCount()).toBe(before);
  });

  it('refuses bad fields, files that are not text, and moments past the end', async () => {
    const cases = [
      [{ title: '  ', momentSeconds: 5, text: stars }, 'title: Please give the hand a title'],
      [{ title: 'x', momentSeconds: -1, text: stars }, 'momentSeconds: Must be at least 0'],
      [{ title: 'x', momentSeconds: 5 }, 'text'],
      [{ title: 'x', momentSeconds: 5, text: stars.repeat(60) }, 'text: Hand history files must be at most 64 KB'],
    ] as const;
    for (const [body, message] of cases) {
      const answer = await attach(body);
      expect(answer.status, message).toBe(400);
      expect(answer.body.message).toContain(message);
    }
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
    for (const file of [
      { bytes: png, name: 'hand.txt', type: 'text/plain' },
      { bytes: stars, name: 'hand.png', type: 'image/png' },
      { bytes: stars, name: 'hand.txt', type: 'image/png' },
    ]) {
      const answer = await upload({ title: 'x', momentSeconds: '5' }, file);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('file: Please choose a hand history text (.txt) file');
    }
    expect((await upload({ title: 'x', momentSeconds: '5' })).status).toBe(400);
    const big = await upload(
      { title: 'x', momentSeconds: '5' },
      { bytes: stars.repeat(60), name: 'h.txt', type: 'text/plain' },
    );
    expect(big.status).toBe(413);
    expect(
      (await upload({ title: '', momentSeconds: '5' }, { bytes: stars, name: 'h.txt', type: 'text/plain' })).body
        .message,
    ).toBe('title: Please give the hand a title');
    await office.server.db.query('update lectures set length_seconds = 600 where id = $1', [lectureId]);
    await office.api.patch(`/lectures/${lectureId}`, { description: 'Ten minutes' }, office.staff);
    const late = await attach({ title: 'x', momentSeconds: 601, text: stars });
    expect(late.status).toBe(400);
    expect(late.body.message).toBe('momentSeconds: That moment is past the end of the lecture');
  });

  it('shows members only the hands of lectures they may watch, and lets only staff write', async () => {
    const hand = (await office.api.get(hands(), office.staff)).body[0];
    expect((await office.api.get(hands(), office.member)).status).toBe(403);
    expect((await office.api.get(hands(999_999), subscriber)).status).toBe(404);
    const hiddenTag = (await office.api.post('/tags', { title: 'Hidden hands', status: false }, office.staff)).body.id;
    const hidden = await office.api.post(
      '/lectures/create',
      { ...newLecture('hidden-hands'), tagIds: [hiddenTag] },
      office.staff,
    );
    const secret = await attach({ title: 'Secret', momentSeconds: 1, text: stars }, office.staff, hidden.body.id);
    expect(secret.status).toBe(201);
    expect((await office.api.get(hands(hidden.body.id), subscriber)).status).toBe(404);
    expect((await office.api.get(`${hands(hidden.body.id)}/${secret.body.id}`, subscriber)).status).toBe(404);
    // A hand asked for under another lecture's address is not found there.
    expect((await office.api.get(`${hands()}/${secret.body.id}`, subscriber)).status).toBe(404);
    expect((await office.api.get(hands(hidden.body.id), office.staff)).body).toHaveLength(1);

    for (const token of [office.member, subscriber]) {
      expect((await attach({ title: 'mine', momentSeconds: 1, text: stars }, token)).status).toBe(403);
      expect((await office.api.patch(`${hands()}/${hand.id}`, { title: 'mine' }, token)).status).toBe(403);
      expect((await office.api.delete(`${hands()}/${hand.id}`, token)).status).toBe(403);
    }
    // Deleting the lecture's row deletes its hands.
    await office.server.db.query('delete from lectures where id = $1', [hidden.body.id]);
    expect(
      (await office.server.db.query('select 1 from hand_histories where id = $1', [secret.body.id])).rowCount,
    ).toBe(0);
  });
});
