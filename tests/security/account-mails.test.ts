import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAILS_PER_RECIPIENT_PER_HOUR } from '../../server/constants.js';
import { newMember, signUpVerified } from '../api/helpers/client.js';
import { type Cast, startCast } from './helpers/cast.js';

/** ASVS V2.5 and V6.4: account mails cannot be used to flood an inbox, carry a stranger's text or tell who has an account. */
let cast: Cast;

beforeAll(async () => {
  cast = await startCast();
});
afterAll(() => cast?.server.close());

const mailsTo = async (email: string) => (await cast.server.outbox.all()).filter((mail) => mail.to === email);

describe('mails per recipient', () => {
  it('sends at most a few verification mails an hour to one address, however often resend is asked', async () => {
    const stranger = newMember();
    expect((await cast.api.post('/auth/signup', stranger)).status).toBe(201);
    for (let i = 0; i < 30; i++)
      expect((await cast.api.post('/auth/resend-verification', { email: stranger.email })).status).toBe(200);
    await cast.server.deps.background.idle();
    expect(await mailsTo(stranger.email)).toHaveLength(MAILS_PER_RECIPIENT_PER_HOUR.verification);
  });

  it('sends at most a few reset mails an hour to one account, then again after the hour', async () => {
    const member = await signUpVerified(cast.api, cast.server.outbox);
    const before = (await mailsTo(member.email)).length;
    for (let i = 0; i < 30; i++)
      expect((await cast.api.post('/auth/forgot-password', { email: member.email })).status).toBe(200);
    await cast.server.deps.background.idle();
    expect(await mailsTo(member.email)).toHaveLength(before + MAILS_PER_RECIPIENT_PER_HOUR.reset);

    cast.server.advance(3600_000 + 1000);
    const next = await cast.server.outbox.nextTo(member.email, () =>
      cast.api.post('/auth/forgot-password', { email: member.email }),
    );
    expect(next.subject).toBe('Reset your Poker password');
  });

  it('puts no name chosen at sign-up into the mail', async () => {
    const stranger = newMember({ name: 'Claim your prize at https://evil.example/win' });
    expect((await cast.api.post('/auth/signup', stranger)).status).toBe(201);
    const [mail] = await mailsTo(stranger.email);
    expect(mail.text).toMatch(/^Hello,/);
    expect(mail.text).not.toContain('evil.example');
  });
});

describe('forgot-password and resend-verification', () => {
  it("answer without waiting on the account's work, which still happens afterwards", async () => {
    const unverified = newMember();
    expect((await cast.api.post('/auth/signup', unverified)).status).toBe(201);
    const verified = await signUpVerified(cast.api, cast.server.outbox);
    // Hold every write to the mailed tokens: a request that waited on issuing one could not answer.
    const lock = new pg.Client({ connectionString: cast.server.deps.config.DATABASE_URL });
    await lock.connect();
    try {
      await lock.query('begin');
      await lock.query('lock table email_tokens in exclusive mode');
      const answers = await Promise.all([
        cast.api.post('/auth/forgot-password', { email: verified.email }),
        cast.api.post('/auth/forgot-password', { email: 'nobody-here@example.com' }),
        cast.api.post('/auth/resend-verification', { email: unverified.email }),
        cast.api.post('/auth/resend-verification', { email: 'nobody-here@example.com' }),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
      expect(answers[1].body).toEqual(answers[0].body);
      expect(answers[3].body).toEqual(answers[2].body);
      expect((await mailsTo(verified.email)).map((mail) => mail.subject)).not.toContain('Reset your Poker password');

      const reset = await cast.server.outbox.nextTo(verified.email, () => lock.query('commit'));
      expect(reset.subject).toBe('Reset your Poker password');
      await cast.server.deps.background.idle();
      expect(await mailsTo(unverified.email)).toHaveLength(2);
    } finally {
      await lock.end();
    }
  });
});
