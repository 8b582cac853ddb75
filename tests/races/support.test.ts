import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BackOffice, newSignedInMember, startBackOffice } from '../api/helpers/back-office.js';
import { newMember, signIn } from '../api/helpers/client.js';
import {
  fiveHundreds,
  RACE_SERVER_ENV,
  rawClient,
  ROUNDS,
  serverErrors,
  statusesOf,
  tally,
  times,
  together,
} from './helpers/race.js';

/** Staff replying to one support request at once: one reply wins and is the one the member is told. */
let office: BackOffice;
let call: ReturnType<typeof rawClient>;
let staff: string[];
let member: { token: string; id: number; email: string };

const FORM_ADDRESS = 'typed.by.someone@example.com';
const SUBJECT = 'Re: Payment Questions';

beforeAll(async () => {
  office = await startBackOffice(RACE_SERVER_ENV);
  call = rawClient(office.server.url);
  // Three staff accounts, as on a busy support desk.
  staff = [office.staff];
  for (const _ of times(2, () => 0)) {
    const account = newMember();
    const created = await office.api.post('/user', { ...account, role: 'admin' }, office.staff);
    expect(created.status).toBe(201);
    staff.push(await signIn(office.api, account.email, account.password));
  }
  const signedIn = await newSignedInMember(office.api, office.server);
  member = { token: signedIn.member, id: signedIn.memberId, email: signedIn.account.email };
});
afterAll(() => office.server.close());

/** A request the member sends with another address typed into the form. */
async function newRequest(): Promise<number> {
  const body = {
    name: 'Racing Member',
    email: FORM_ADDRESS,
    title: 'Payment Questions',
    message: 'Was I charged twice?',
  };
  expect((await office.api.post('/customer-support', body, member.token)).status).toBe(201);
  const { rows } = await office.server.db.query<{ id: number }>(
    'select id from support_messages where user_id = $1 order by id desc limit 1',
    [member.id],
  );
  return rows[0].id;
}

/** What the member has been told: the reply mails to each address, and the bell notifications in order. */
async function told() {
  const mails = (await office.server.outbox.all()).filter((mail) => mail.subject === SUBJECT);
  const { rows } = await office.server.db.query<{ description: string }>(
    `select n.description from notifications n join notification_recipients r on r.notification_id = n.id
     where r.user_id = $1 and n.title like 'Reply to your request:%' order by n.id`,
    [member.id],
  );
  return {
    toAccount: mails.filter((mail) => mail.to === member.email),
    toForm: mails.filter((mail) => mail.to === FORM_ADDRESS),
    bell: rows.map((row) => row.description),
  };
}

const storedReply = async (id: number) =>
  (await office.server.db.query<{ reply: string | null }>('select reply from support_messages where id = $1', [id]))
    .rows[0].reply;

const reply = (id: number, text: string, token: string, headers: Record<string, string> = {}) =>
  call('PATCH', `/customer-support/${id}`, { token, body: { status: 'resolved', reply: text }, headers });

describe('staff replying to one request at once', () => {
  const record = tally('support replies');

  it('with the version they opened (the form): one reply is sent, the others are refused with it', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const id = await newRequest();
      const opened = await call('GET', `/customer-support/${id}`, { token: staff[0] });
      const etag = opened.headers.get('etag')!;
      expect(etag).toMatch(/^"\d+"$/);
      const before = await told();
      const texts = times(6, (i) => `Form reply ${round}.${i}`);
      const answers = await together(texts.map((text, i) => () => reply(id, text, staff[i % 3], { 'if-match': etag })));
      const after = await told();
      const winners = answers.filter(({ status }) => status === 200);
      const mailed = after.toAccount.length - before.toAccount.length;
      record({
        calls: answers.length,
        '5xx': fiveHundreds(answers),
        winningReplies: winners.length,
        mailsSent: mailed,
      });

      expect(serverErrors(answers)).toEqual([]);
      expect(statusesOf(answers)).toEqual({ 200: 1, 412: 5 });
      const won = winners[0].body.reply;
      expect(await storedReply(id)).toBe(won);
      expect(mailed).toBe(1);
      expect(after.toAccount.at(-1)!.text).toContain(won);
      expect(after.toForm).toHaveLength(0);
      expect(after.bell.slice(before.bell.length)).toEqual([won]);
      for (const refused of answers.filter(({ status }) => status === 412)) {
        expect(refused.body.message).toMatch(/changed since you opened it/);
        expect(refused.body.current).toMatchObject({ id, reply: won });
      }
    }
  });

  it('without a version (an outside client): every reply the member is told was stored, the last one told is the one kept', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const id = await newRequest();
      const before = await told();
      const answers = await together(times(6, (i) => () => reply(id, `Bare reply ${round}.${i}`, staff[i % 3])));
      const after = await told();
      const winners = answers.filter(({ status }) => status === 200);
      const mailed = after.toAccount.length - before.toAccount.length;
      const rung = after.bell.slice(before.bell.length);
      record({
        calls: answers.length,
        '5xx': fiveHundreds(answers),
        winningReplies: winners.length,
        mailsSent: mailed,
      });

      expect(serverErrors(answers)).toEqual([]);
      expect(Object.keys(statusesOf(answers)).every((status) => ['200', '409'].includes(status))).toBe(true);
      expect(winners.length).toBeGreaterThanOrEqual(1);
      expect(mailed).toBe(winners.length);
      expect(rung).toHaveLength(winners.length);
      expect(rung.at(-1)).toBe(await storedReply(id));
      expect(after.toForm).toHaveLength(0);
      for (const refused of answers.filter(({ status }) => status === 409)) {
        expect(refused.body.message).toMatch(/Another reply to this request was sent/);
        expect(refused.body.current.id).toBe(id);
      }
    }
  });
});

describe("a reply's answer", () => {
  it("keeps the success text under message and the request text under requestMessage, and mails the account's address", async () => {
    const id = await newRequest();
    const before = await told();
    const answer = await reply(id, 'Refunded.', staff[1]);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      id,
      message: 'Support Message Update Successfully',
      requestMessage: 'Was I charged twice?',
      // Filed under the account, whatever address was typed into the form.
      email: member.email,
      reply: 'Refunded.',
    });
    const after = await told();
    expect(after.toAccount.slice(before.toAccount.length).map((mail) => mail.text)).toEqual([
      expect.stringContaining('Refunded.'),
    ]);
    expect(after.toForm).toEqual([]);
    expect(answer.headers.get('etag')).toBe(
      (await call('GET', `/customer-support/${id}`, { token: staff[0] })).headers.get('etag'),
    );
  });
});
