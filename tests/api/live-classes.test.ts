import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { remindStartedClasses } from '../../server/modules/live/reminders.js';
import { type BackOffice, newSignedInMember, startBackOffice, subscribe } from './helpers/back-office.js';
import { uploadedPicture } from './helpers/pictures.js';
import { addStaff, historyOf } from './helpers/staff-team.js';
import { PUBLIC_URL } from './helpers/test-server.js';

let office: BackOffice;
let adminId: number;
const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

beforeAll(async () => {
  office = await startBackOffice();
  adminId = (await office.api.get('/user/me', office.staff)).body.id;
}, 60_000);
afterAll(() => office.server.close());

const newClass = (overrides: Record<string, unknown> = {}) => ({
  title: 'Live: 3-bet pots',
  description: 'Playing 3-bet pots out of position',
  courseId: 1,
  categoryId: 2,
  startsAt: inHours(48),
  durationMinutes: 90,
  coachId: adminId,
  ...overrides,
});

async function addClass(overrides: Record<string, unknown> = {}) {
  const created = await office.api.post('/live-classes', newClass(overrides), office.staff);
  expect(created.status).toBe(201);
  return created.body as { id: number; [field: string]: unknown };
}

/** A class whose start is `hoursAgo` in the past, as time would have made it (the API refuses to schedule one). */
async function startedClass(title: string, hoursAgo = 0) {
  const { id } = await addClass({ title });
  await office.server.db.query(`update live_classes set starts_at = now() - make_interval(secs => $2) where id = $1`, [
    id,
    hoursAgo * 3600 + 1,
  ]);
  return id;
}

describe('staff scheduling', () => {
  it('adds a class with its poster, coach, course and category, and audits it', async () => {
    const poster = await uploadedPicture(office.server.url, office.staff);
    const created = await addClass({ poster });
    expect(created).toMatchObject({
      title: 'Live: 3-bet pots',
      course: { id: 1 },
      category: { id: 2 },
      durationMinutes: 90,
      coach: { id: adminId },
      status: 'scheduled',
      message: 'Live class Added Successfully',
    });
    expect(created.poster).toContain('/media/images/');
    expect(Date.parse(created.endsAt as string) - Date.parse(created.startsAt as string)).toBe(90 * 60_000);
    expect((await historyOf(office, 'live', created.id)).map((entry) => entry.action)).toEqual(['create']);
  });

  it('refuses by field: a start in the past, a duration outside 5–480, a coach who is not staff, a missing course', async () => {
    const refusals: [Record<string, unknown>, string][] = [
      [{ startsAt: inHours(-1) }, 'startsAt'],
      [{ durationMinutes: 4 }, 'durationMinutes'],
      [{ durationMinutes: 481 }, 'durationMinutes'],
      [{ coachId: office.memberId }, 'coachId'],
      [{ courseId: 999_999 }, 'courseId'],
      [{ title: '' }, 'title'],
    ];
    for (const [change, field] of refusals) {
      const refused = await office.api.post('/live-classes', newClass(change), office.staff);
      expect(refused.status, field).toBe(400);
      expect(refused.body.field).toBe(field);
      expect(refused.body.message).toMatch(new RegExp(`^${field}: `));
    }
    const bounds = await office.api.post('/live-classes', newClass({ durationMinutes: 481 }), office.staff);
    expect(bounds.body.message).toBe('durationMinutes: The duration must be 5 to 480 minutes');
  });

  it('edits against the ETag it read, cancels and deletes', async () => {
    const { id } = await addClass({ title: 'To edit' });
    const read = await office.api.get(`/live-classes/${id}`, office.staff);
    const etag = read.headers.get('etag')!;
    const save = (body: object, ifMatch: string) =>
      fetch(`${office.server.url}/api/live-classes/${id}`, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${office.staff}`, 'content-type': 'application/json', 'if-match': ifMatch },
        body: JSON.stringify(body),
      });
    const saved = await save({ title: 'Edited', durationMinutes: 60 }, etag);
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({
      title: 'Edited',
      durationMinutes: 60,
      message: 'Live class Update Successfully',
    });
    const stale = await save({ title: 'Never saved' }, etag);
    expect(stale.status).toBe(412);
    expect((await stale.json()).current.title).toBe('Edited');

    const cancelled = await office.api.patch(`/live-classes/${id}`, { status: 'cancelled' }, office.staff);
    expect(cancelled.body.status).toBe('cancelled');
    expect((await office.api.patch(`/live-classes/${id}`, { durationMinutes: 500 }, office.staff)).body.field).toBe(
      'durationMinutes',
    );
    expect((await office.api.delete(`/live-classes/${id}`, office.staff)).body.message).toBe(
      'Live class Deleted Successfully',
    );
    expect((await office.api.get(`/live-classes/${id}`, office.staff)).status).toBe(404);
  });

  it('lets admins and editors schedule and choose among the staff as coach, and neither support agents nor members', async () => {
    const editor = await addStaff(office, 'editor');
    const support = await addStaff(office, 'support');
    expect((await office.api.post('/live-classes', newClass(), editor.token)).status).toBe(201);
    expect((await office.api.post('/live-classes', newClass(), support.token)).status).toBe(403);
    expect((await office.api.post('/live-classes', newClass(), office.member)).status).toBe(403);
    expect((await office.api.get('/live-classes')).status).toBe(401);
    const coaches = (await office.api.get('/live-classes/coaches', editor.token)).body as { id: number }[];
    expect(coaches.map((coach) => coach.id)).toEqual(expect.arrayContaining([adminId, editor.id, support.id]));
    expect(coaches.map((coach) => coach.id)).not.toContain(office.memberId);
    expect((await office.api.get('/live-classes/coaches', office.member)).status).toBe(403);
  });
});

describe('members', () => {
  it('see the classes live now or to come, soonest first, and no cancelled or ended one', async () => {
    const soon = await addClass({ title: 'Members: soon', startsAt: inHours(1) });
    const later = await addClass({ title: 'Members: later', startsAt: inHours(5) });
    const cancelled = await addClass({ title: 'Members: cancelled', startsAt: inHours(2) });
    await office.api.patch(`/live-classes/${cancelled.id}`, { status: 'cancelled' }, office.staff);
    const ended = await startedClass('Members: over', 3);
    const listed = (await office.api.get('/live-classes', office.member)).body as { id: number; startsAt: string }[];
    const ids = listed.map((one) => one.id);
    expect(ids).toContain(soon.id);
    expect(ids.indexOf(soon.id)).toBeLessThan(ids.indexOf(later.id));
    expect(ids).not.toContain(cancelled.id);
    expect(ids).not.toContain(ended);
    expect((await office.api.get(`/live-classes/${cancelled.id}`, office.member)).status).toBe(404);
    expect(listed.map((one) => one.startsAt)).toEqual(listed.map((one) => one.startsAt).sort());
  });

  it('download a class as an iCalendar event in UTC', async () => {
    const { id } = await addClass({
      title: 'Calendar; with, commas',
      startsAt: '2030-01-15T18:30:00Z',
      durationMinutes: 45,
    });
    const answer = await fetch(`${office.server.url}/api/live-classes/${id}/calendar.ics`, {
      headers: { authorization: `Bearer ${office.member}` },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/calendar');
    expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="live-class-${id}.ics"`);
    const text = await answer.text();
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('BEGIN:VEVENT');
    expect(lines).toContain(`UID:live-class-${id}@poker.test`);
    expect(lines).toContain('DTSTART:20300115T183000Z');
    expect(lines).toContain('DTEND:20300115T191500Z');
    expect(lines).toContain('SUMMARY:Calendar\\; with\\, commas');
    expect(lines).toContain(`URL:${PUBLIC_URL}/live#live-${id}`);
    expect(lines.find((line) => line.startsWith('DESCRIPTION:'))).toContain('Playing 3-bet pots');
    expect(lines.every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });
});

describe('reminders', () => {
  async function member(subscribed: boolean) {
    const signedIn = await newSignedInMember(office.api, office.server);
    if (subscribed) await subscribe(office.server, signedIn.memberId);
    return signedIn;
  }
  const bellTitles = async (token: string) =>
    ((await office.api.get('/notifications', token)).body as { title: string }[]).map((one) => one.title);
  const mailsTo = async (email: string, subject: string) =>
    (await office.server.outbox.all()).filter((mail) => mail.to === email && mail.subject === subject).length;

  it('tell each member with a membership once when a class starts, by bell and mail, unless they opted out', async () => {
    const [reader, quitter, unpaid] = [await member(true), await member(true), await member(false)];
    expect((await office.api.get('/user/live-reminders', quitter.member)).body).toEqual({ liveReminders: true });
    const off = await office.api.patch('/user/live-reminders', { liveReminders: false }, quitter.member);
    expect(off.body).toEqual({ liveReminders: false, message: 'Live class reminders turned off' });
    expect((await office.api.patch('/user/live-reminders', { liveReminders: 'no' }, quitter.member)).status).toBe(400);

    await startedClass('Reminded: river play');
    const notYet = await addClass({ title: 'Reminded: not yet', startsAt: inHours(1) });
    // Two runs at once (and the server's own minutely run) announce it once between them.
    await Promise.all([
      remindStartedClasses(office.server.deps, new Date()),
      remindStartedClasses(office.server.deps, new Date()),
    ]);
    expect(await remindStartedClasses(office.server.deps, new Date())).toBe(0);
    const subject = 'Live now: Reminded: river play';
    for (let waited = 0; waited < 10_000 && (await mailsTo(reader.account.email, subject)) === 0; waited += 100)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await bellTitles(reader.member)).filter((title) => title === subject)).toHaveLength(1);
    expect(await bellTitles(quitter.member)).not.toContain(subject);
    expect(await bellTitles(unpaid.member)).not.toContain(subject);
    expect(await mailsTo(reader.account.email, subject)).toBe(1);
    expect(await mailsTo(quitter.account.email, subject)).toBe(0);
    expect(await bellTitles(reader.member)).not.toContain(`Live now: ${notYet.title}`);
  }, 60_000);

  it('come again for a class moved to a later time, when that time comes', async () => {
    const { member: token } = await member(true);
    const id = await startedClass('Reminded: moved');
    await remindStartedClasses(office.server.deps, new Date());
    await office.api.patch(`/live-classes/${id}`, { startsAt: inHours(2) }, office.staff);
    expect(await remindStartedClasses(office.server.deps, new Date())).toBe(0);
    expect(
      await remindStartedClasses(office.server.deps, new Date(Date.now() + 2 * HOUR + 1000)),
    ).toBeGreaterThanOrEqual(1);
    expect((await bellTitles(token)).filter((title) => title === 'Live now: Reminded: moved')).toHaveLength(2);
  }, 60_000);

  it('are scheduled every minute', async () => {
    const schedules = await office.server.db.query(`select name, cron from pgboss.schedule`);
    expect(schedules.rows).toContainEqual({ name: 'live-class-reminders', cron: '* * * * *' });
  });
});
