import fs from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { beforeAll, describe, expect, it } from 'vitest';
import { digestWeek } from '../../server/modules/digest/iso-week.js';
import { sendWeeklyDigest } from '../../server/modules/digest/send-digest.js';
import { type ApiClient } from './helpers/client.js';
import { linkToken } from './helpers/outbox.js';
import { newMemberToken, subscribeLocally } from './helpers/payments.js';
import { PUBLIC_URL, type TestServer, useTestServer } from './helpers/test-server.js';

let server: TestServer;
let api: ApiClient;

useTestServer({}, (started, client) => {
  server = started;
  api = client;
});

const DAY = 86_400_000;
const now = new Date();
const week = digestWeek(now);

interface DigestMail {
  subject: string;
  text: string;
  headers: Record<string, string>;
}

/** The digest mails the mail worker wrote for `to`, read as a mail client would, headers included. */
async function digestsTo(to: string): Promise<DigestMail[]> {
  const dir = path.join(server.dataDir, 'outbox');
  const names = (await fs.readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.eml')).sort();
  const mails: DigestMail[] = [];
  for (const name of names) {
    const parsed = await simpleParser(await fs.readFile(path.join(dir, name)));
    const address = (Array.isArray(parsed.to) ? parsed.to[0] : parsed.to)?.value[0]?.address;
    if (address !== to || !parsed.subject?.startsWith('New on Poker this week')) continue;
    const headers = Object.fromEntries(
      parsed.headerLines.map(({ line }) => [
        line.slice(0, line.indexOf(':')),
        line.slice(line.indexOf(':') + 1).trim(),
      ]),
    );
    mails.push({ subject: parsed.subject, text: parsed.text ?? '', headers });
  }
  return mails;
}

async function waitForDigests(to: string, count: number): Promise<DigestMail[]> {
  for (let waited = 0; waited < 30_000; waited += 250) {
    const mails = await digestsTo(to);
    if (mails.length >= count) return mails;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no digest mailed to ${to}`);
}

const queuedDigests = async (to: string) =>
  Number(
    (
      await server.db.query(
        `select count(*) from pgboss.job where name = 'send-mail' and data->>'to' = $1 and data->>'subject' like 'New on Poker%'`,
        [to],
      )
    ).rows[0].count,
  );

async function member(subscribed = true) {
  const { token, email } = await newMemberToken(api, server.outbox);
  if (subscribed) expect((await subscribeLocally(api, token)).body.subscribedUser).toBe(true);
  return { token, email };
}

async function addLecture(name: string, createdAt: Date, extra = '') {
  const { rows } = await server.db.query(
    `insert into lectures (name, course_id, category_id, video_key, created_at${extra ? ', deleted_at' : ''})
     values ($1, 1, 2, 'videos/none.mp4', $2${extra ? ', $2' : ''}) returning id`,
    [name, createdAt],
  );
  return rows[0].id as number;
}

let reader: { token: string; email: string };
let quitter: { token: string; email: string };
let unpaid: { token: string; email: string };
let listedId: number;

beforeAll(async () => {
  // Only this file's lectures are new in any recent week.
  await server.db.query(`update lectures set created_at = '2020-01-06T00:00:00Z'`);
  listedId = await addLecture('Digest: river overbets', new Date(week.start.getTime() + DAY));
  await addLecture('Digest: squeeze spots', new Date(week.end.getTime() - 60_000));
  await addLecture('Digest: the week before', new Date(week.start.getTime() - 60_000));
  await addLecture('Digest: this week so far', new Date(week.end.getTime() + 60_000));
  await addLecture('Digest: deleted', new Date(week.start.getTime() + 2 * DAY), 'deleted');
  [reader, quitter, unpaid] = [await member(), await member(), await member(false)];
}, 60_000);

describe('the profile setting', () => {
  it('is on by default, turns off and on through the users API, and refuses a non-boolean', async () => {
    expect((await api.get('/user/weekly-digest', quitter.token)).body).toEqual({ weeklyDigest: true });
    const off = await api.patch('/user/weekly-digest', { weeklyDigest: false }, quitter.token);
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ weeklyDigest: false, message: 'Weekly digest turned off' });
    expect((await api.get('/user/weekly-digest', quitter.token)).body).toEqual({ weeklyDigest: false });
    // Turning it off twice is harmless.
    expect((await api.patch('/user/weekly-digest', { weeklyDigest: false }, quitter.token)).status).toBe(200);

    expect((await api.patch('/user/weekly-digest', { weeklyDigest: 'no' }, quitter.token)).status).toBe(400);
    expect((await api.patch('/user/weekly-digest', {}, quitter.token)).status).toBe(400);
    expect((await api.get('/user/weekly-digest')).status).toBe(401);

    const { token } = await member(false);
    expect((await api.patch('/user/weekly-digest', { weeklyDigest: false }, token)).body.weeklyDigest).toBe(false);
    expect((await api.patch('/user/weekly-digest', { weeklyDigest: true }, token)).body).toEqual({
      weeklyDigest: true,
      message: 'Weekly digest turned on',
    });
    expect((await api.get('/user/weekly-digest', token)).body).toEqual({ weeklyDigest: true });
  });
});

describe('the weekly job', () => {
  it('mails an opted-in member once, listing only the week’s new lectures with links and the unsubscribe link', async () => {
    const run = await sendWeeklyDigest(server.deps, now);
    expect(run).toMatchObject({ week: week.label, lectures: 2 });
    expect(run.sent).toBeGreaterThanOrEqual(1);

    const [mail] = await waitForDigests(reader.email, 1);
    expect(mail.subject).toBe('New on Poker this week: 2 new lectures');
    expect(mail.text).toContain(`- Digest: river overbets (NLHE (No-Limit Hold'em) · Postflop)`);
    expect(mail.text).toContain(`${PUBLIC_URL}/lecture-management/lecture-details/${listedId}`);
    expect(mail.text).toContain('Digest: squeeze spots');
    expect(mail.text.indexOf('river overbets')).toBeLessThan(mail.text.indexOf('squeeze spots'));
    for (const other of ['the week before', 'this week so far', 'deleted']) expect(mail.text).not.toContain(other);
    const token = linkToken({ to: reader.email, ...mail }, '/unsubscribe-digest');
    expect(mail.text).toContain(`Unsubscribe: ${PUBLIC_URL}/unsubscribe-digest?token=${token}`);
    expect(mail.headers['List-Unsubscribe']).toBe(`<${PUBLIC_URL}/api/digest/unsubscribe?token=${token}>`);
    expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  }, 60_000);

  it('sends nothing the second time for the same week', async () => {
    expect((await sendWeeklyDigest(server.deps, now)).sent).toBe(0);
    expect(await queuedDigests(reader.email)).toBe(1);
    const recorded = await server.db.query(
      `select week from digest_sends where user_id = (select id from users where email = $1)`,
      [reader.email],
    );
    expect(recorded.rows).toEqual([{ week: week.label }]);
  });

  it('mails neither a member who turned it off nor one without a membership', async () => {
    expect(await queuedDigests(quitter.email)).toBe(0);
    expect(await queuedDigests(unpaid.email)).toBe(0);
  });

  it('never mails twice when two workers run the same week at once', async () => {
    const next = new Date(now.getTime() + 7 * DAY);
    const runs = await Promise.all([sendWeeklyDigest(server.deps, next), sendWeeklyDigest(server.deps, next)]);
    expect(runs.map((run) => run.lectures)).toEqual([1, 1]);
    const recipients = Number(
      (await server.db.query(`select count(*) from digest_sends where week = $1`, [runs[0].week])).rows[0].count,
    );
    expect(recipients).toBeGreaterThanOrEqual(1);
    expect(runs[0].sent + runs[1].sent).toBe(recipients);
    await waitForDigests(reader.email, 2);
    expect(await queuedDigests(reader.email)).toBe(2);
  }, 60_000);

  it('sends no mail for a week without new lectures', async () => {
    const quiet = await sendWeeklyDigest(server.deps, new Date(now.getTime() - 21 * DAY));
    expect(quiet).toMatchObject({ lectures: 0, sent: 0 });
    expect(await queuedDigests(reader.email)).toBe(2);
  });

  it('is scheduled for Mondays 08:00 UTC', async () => {
    const schedules = await server.db.query(`select name, cron from pgboss.schedule`);
    expect(schedules.rows).toContainEqual({ name: 'weekly-digest', cron: '0 8 * * 1' });
  });
});

describe('the unsubscribe link', () => {
  let token: string;
  beforeAll(async () => {
    const [mail] = await waitForDigests(reader.email, 1);
    token = linkToken({ to: reader.email, ...mail }, '/unsubscribe-digest');
  });

  it('leads a browser that opens the one-click address to the unsubscribe page', async () => {
    const answer = await fetch(`${server.url}/api/digest/unsubscribe?token=${token}`, { redirect: 'manual' });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(`${PUBLIC_URL}/unsubscribe-digest?token=${token}`);
    // Opening it changes nothing: only the POST does.
    expect((await api.get('/user/weekly-digest', reader.token)).body.weeklyDigest).toBe(true);
  });

  it('turns the digest off with a one-click POST, without login', async () => {
    const answer = await fetch(`${server.url}/api/digest/unsubscribe?token=${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ message: 'You are unsubscribed from the weekly digest' });
    expect((await api.get('/user/weekly-digest', reader.token)).body.weeklyDigest).toBe(false);
    // The page's own call (JSON, no body) works too, and again.
    expect((await api.post(`/digest/unsubscribe?token=${token}`)).status).toBe(200);

    const later = await sendWeeklyDigest(server.deps, new Date(now.getTime() + 7 * DAY + 3 * DAY));
    expect(later.sent).toBe(0);
    expect(await queuedDigests(reader.email)).toBe(2);
  });

  it('refuses a forged or malformed token with a 400', async () => {
    const [id, signature] = [token.slice(0, token.indexOf('-')), token.slice(token.indexOf('-') + 1)];
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    const otherUser = `${Number(id) + 1}-${signature}`;
    for (const bad of [`${id}-${flipped}`, otherUser, 'abc', `${id}-short`, `99999999999-${signature}`]) {
      const answer = await api.post(`/digest/unsubscribe?token=${encodeURIComponent(bad)}`);
      expect(answer.status, bad).toBe(400);
      expect(answer.body.message).toContain('This unsubscribe link is not valid');
    }
    expect((await api.post('/digest/unsubscribe')).status).toBe(400);
    expect((await api.get(`/digest/unsubscribe?token=${otherUser}`)).status).toBe(400);
  });
});
