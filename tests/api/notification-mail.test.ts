import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type BackOffice, newSignedInMember, startBackOffice } from './helpers/back-office.js';

/** The add-notification form's `email` switch (docs/PRODUCT.md#notifications): recipients also get it by mail, through the mail queue. */
let office: BackOffice;
let other: Awaited<ReturnType<typeof newSignedInMember>>;

beforeAll(async () => {
  office = await startBackOffice();
  other = await newSignedInMember(office.api, office.server);
});
afterAll(() => office.server.close());

const mailsTitled = async (subject: string) => (await office.server.outbox.all()).filter((m) => m.subject === subject);
const memberEmail = async (token: string) => (await office.api.get('/user/me', token)).body.email as string;

describe('notification by email', () => {
  it('mails each chosen recipient when email is true', async () => {
    const sent = await office.api.post(
      '/notifications/send-to-specific',
      { title: 'Table change tonight', description: 'Line one\nline two', userIds: [office.memberId], email: true },
      office.staff,
    );
    expect(sent.status).toBe(201);
    expect(sent.body.message).toBe('Notification Send Successfully');
    const to = await memberEmail(office.member);
    await vi.waitFor(async () => expect(await mailsTitled('Table change tonight')).toHaveLength(1), {
      timeout: 20_000,
      interval: 250,
    });
    const [mail] = await mailsTitled('Table change tonight');
    expect(mail.to).toBe(to);
    expect(mail.text).toContain('Line one\nline two');
  });

  it('mails every member for an all-users notification, and nobody without email', async () => {
    await office.api.post(
      '/notifications/send-to-specific',
      { title: 'Quiet notice', description: 'bell only', userIds: [office.memberId] },
      office.staff,
    );
    await office.api.post(
      '/notifications/send-to-specific',
      { title: 'Everyone notice', description: 'to all', isForAllUsers: true, email: 'true' },
      office.staff,
    );
    const expected = [await memberEmail(office.member), await memberEmail(other.member)].sort();
    await vi.waitFor(
      async () => {
        const to = (await mailsTitled('Everyone notice')).map((m) => m.to);
        expect(expected.every((address) => to.includes(address))).toBe(true);
      },
      { timeout: 20_000, interval: 250 },
    );
    // Staff are not "all users": the admin's own address gets none.
    expect((await mailsTitled('Everyone notice')).map((m) => m.to)).not.toContain('admin@example.com');
    expect(await mailsTitled('Quiet notice')).toEqual([]);
  });

  it('refuses an email flag that is not a boolean with 400 naming the field', async () => {
    const answer = await office.api.post(
      '/notifications/send-to-specific',
      { title: 't', description: 'd', isForAllUsers: true, email: 'sometimes' },
      office.staff,
    );
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/^email: /);
  });
});
