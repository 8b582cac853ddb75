import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  LIVE_CHAT_EVENTS,
  LIVE_CHAT_MESSAGE_MAX,
  LIVE_CHAT_MESSAGES_PER_ACCOUNT,
  LIVE_CHAT_MESSAGES_PER_ADDRESS,
} from '../../common/live-chat.js';
import { chatBudgetKeys } from '../../server/modules/live-chat/send-message.js';
import {
  type BackOffice,
  newSignedInMember,
  newSubscriber,
  startBackOffice,
  subscribe,
} from './helpers/back-office.js';
import { joinChat, liveClassIn, nextAbout, say } from './helpers/live-chat.js';
import { closeSockets, connectSocket, nextEvent } from './helpers/socket.js';

let office: BackOffice;

beforeAll(async () => {
  // The socket's own event budget off: these tests reach the chat's budgets, not the socket's.
  office = await startBackOffice({ RATE_LIMIT_PER_MINUTE: '0', SOCKET_EVENTS_PER_MINUTE: '0' });
}, 60_000);
// Each test starts with the minute's message budgets spent by the one before it behind it.
beforeEach(() => office.server.advance(61_000));
afterAll(async () => {
  closeSockets();
  await office.server.close();
});

const url = () => office.server.url;
const liveClass = () => liveClassIn(office, -5, 'live');

describe('joining and talking', () => {
  it('two members see each other’s messages live, and a newcomer gets the latest', async () => {
    const classId = await liveClass();
    const [alice, bob] = [await newSubscriber(office), await newSubscriber(office)];
    const a = await joinChat(url(), alice, classId);
    const b = await joinChat(url(), bob, classId);
    expect(a.joined).toMatchObject({
      joined: true,
      classId,
      state: 'open',
      slowModeSeconds: 0,
      muted: false,
      messages: [],
    });

    const heardByBob = nextAbout(b.socket, LIVE_CHAT_EVENTS.message, classId);
    const { sent } = await say(a.socket, { classId, body: '  Is this a value bet?  ' });
    expect(sent).toMatchObject({ body: 'Is this a value bet?', mine: true, question: false, byStaff: false });
    expect(await heardByBob).toMatchObject({ id: sent.id, body: 'Is this a value bet?', mine: false });
    expect((await heardByBob).authorName).toEqual(expect.any(String));

    const heardByAlice = nextAbout(a.socket, LIVE_CHAT_EVENTS.message, classId);
    await say(b.socket, { classId, body: 'Thin, but yes' });
    expect(await heardByAlice).toMatchObject({ body: 'Thin, but yes', mine: false });

    const later = await joinChat(url(), await newSubscriber(office), classId);
    expect(later.joined.messages.map((m: any) => m.body)).toEqual(['Is this a value bet?', 'Thin, but yes']);
    const history = await office.api.get(`/live-classes/${classId}/chat`, alice);
    expect(history.status).toBe(200);
    expect(history.body.messages.map((m: any) => m.mine)).toEqual([true, false]);
  });

  it('refuses a member without a membership on the socket and over HTTP', async () => {
    const classId = await liveClass();
    const { member } = await newSignedInMember(office.api, office.server);
    const { socket, joined } = await joinChat(url(), member, classId);
    expect(joined).toMatchObject({ classId, joined: false, message: expect.stringMatching(/membership/) });
    expect((await say(socket, { classId, body: 'Hello?' })).refused.message).toMatch(/membership/);
    expect((await office.api.get(`/live-classes/${classId}/chat`, member)).status).toBe(403);
  });

  it('names the field of a bad message, and answers 404 for a class that does not exist', async () => {
    const classId = await liveClass();
    const { socket } = await joinChat(url(), await newSubscriber(office), classId);
    expect((await say(socket, { classId, body: '   ' })).refused).toMatchObject({
      message: 'body: Please write something',
      field: 'body',
    });
    const tooLong = await say(socket, { classId, body: 'x'.repeat(LIVE_CHAT_MESSAGE_MAX + 1) });
    expect(tooLong.refused).toMatchObject({ message: `body: Must be at most ${LIVE_CHAT_MESSAGE_MAX} characters` });
    expect((await say(socket, { classId: 'one', body: 'Hi' })).refused.field).toBe('classId');
    expect((await say(socket, { classId: 999_999, body: 'Hi' })).refused.message).toBe('Live class not found');
  });

  it('opens an hour before the start, and keeps only the history once the class ended', async () => {
    const member = await newSubscriber(office);
    const tomorrow = await liveClassIn(office, 24 * 60);
    const { socket, joined } = await joinChat(url(), member, tomorrow);
    expect(joined.state).toBe('upcoming');
    expect((await say(socket, { classId: tomorrow, body: 'Early' })).refused.message).toMatch(
      /opens 60 minutes before/,
    );

    const soon = await liveClassIn(office, 30);
    expect((await joinChat(url(), member, soon)).joined.state).toBe('open');
    expect((await say(socket, { classId: soon, body: 'Hello' })).sent).toBeDefined();

    await office.api.patch(`/live-classes/${soon}`, { status: 'ended' }, office.staff);
    expect((await say(socket, { classId: soon, body: 'Still there?' })).refused.message).toBe(
      'The chat is closed: the class has ended',
    );
    const history = await office.api.get(`/live-classes/${soon}/chat`, member);
    expect(history.body).toMatchObject({ state: 'closed', messages: [{ body: 'Hello' }] });
  });
});

describe('moderation', () => {
  it('slow mode refuses a member’s second message with the wait, and lets staff through', async () => {
    const classId = await liveClass();
    const { socket } = await joinChat(url(), await newSubscriber(office), classId);
    const told = nextAbout(socket, LIVE_CHAT_EVENTS.settings, classId);
    const set = await office.api.put(`/live-classes/${classId}/chat/settings`, { slowModeSeconds: 30 }, office.staff);
    expect(set.body).toEqual({ slowModeSeconds: 30, message: 'Chat settings Update Successfully' });
    expect(await told).toEqual({ classId, slowModeSeconds: 30 });

    expect((await say(socket, { classId, body: 'One' })).sent).toBeDefined();
    const { refused } = await say(socket, { classId, body: 'Two' });
    expect(refused).toMatchObject({ classId, message: 'Slow mode is on: you can send another message in 30 s' });
    expect(refused.retryAfterSeconds).toBe(30);

    const coach = await joinChat(url(), office.staff, classId);
    expect((await say(coach.socket, { classId, body: 'Staff one' })).sent.byStaff).toBe(true);
    expect((await say(coach.socket, { classId, body: 'Staff two' })).sent).toBeDefined();

    office.server.advance(30_000);
    expect((await say(socket, { classId, body: 'Two, later' })).sent).toBeDefined();
  });

  it('refuses bad settings by field', async () => {
    const classId = await liveClass();
    for (const slowModeSeconds of [-1, 601, 'slow']) {
      const refused = await office.api.put(`/live-classes/${classId}/chat/settings`, { slowModeSeconds }, office.staff);
      expect(refused.status).toBe(400);
      expect(refused.body.field).toBe('slowModeSeconds');
    }
    const noMessage = await office.api.post(`/live-classes/${classId}/chat/mutes`, {}, office.staff);
    expect(noMessage.body).toMatchObject({ field: 'messageId' });
    const vote = await office.api.put('/live-chat/messages/1/vote', { voted: 'yes' }, await newSubscriber(office));
    expect(vote.body).toMatchObject({ field: 'voted' });
  });

  it('a muted member’s messages are refused with a clear message until staff unmute them', async () => {
    const classId = await liveClass();
    const { member, memberId } = await newSignedInMember(office.api, office.server);
    await subscribe(office.server, memberId);
    const { socket } = await joinChat(url(), member, classId);
    const { sent } = await say(socket, { classId, body: 'Buy my course!' });

    const told = nextAbout(socket, LIVE_CHAT_EVENTS.muted, classId);
    const muted = await office.api.post(`/live-classes/${classId}/chat/mutes`, { messageId: sent.id }, office.staff);
    expect(muted.status).toBe(201);
    expect(muted.body).toMatchObject({ userId: memberId, message: expect.stringMatching(/is muted/) });
    expect(await told).toEqual({ classId, muted: true });
    expect((await say(socket, { classId, body: 'Hello?' })).refused.message).toBe(
      'A moderator has muted you in this class’s chat',
    );
    expect((await office.api.get(`/live-classes/${classId}/chat`, member)).body.muted).toBe(true);
    expect((await office.api.get(`/live-classes/${classId}/chat/mutes`, office.staff)).body).toEqual([
      expect.objectContaining({ userId: memberId }),
    ]);

    const staffMessage = (await say((await joinChat(url(), office.staff, classId)).socket, { classId, body: 'Hi' }))
      .sent;
    const staffMute = await office.api.post(
      `/live-classes/${classId}/chat/mutes`,
      { messageId: staffMessage.id },
      office.staff,
    );
    expect(staffMute.body).toMatchObject({ field: 'messageId', message: 'messageId: Staff cannot be muted' });

    expect((await office.api.delete(`/live-classes/${classId}/chat/mutes/${memberId}`, office.staff)).status).toBe(200);
    expect((await say(socket, { classId, body: 'Sorry' })).sent).toBeDefined();
  });

  it('a deleted message goes from every member’s chat at once, and from the history', async () => {
    const classId = await liveClass();
    const a = await joinChat(url(), await newSubscriber(office), classId);
    const bob = await newSubscriber(office);
    const b = await joinChat(url(), bob, classId);
    const { sent } = await say(a.socket, { classId, body: 'Something rude' });
    const gone = nextAbout(b.socket, LIVE_CHAT_EVENTS.deleted, classId);
    const deleted = await office.api.delete(`/live-chat/messages/${sent.id}`, office.staff);
    expect(deleted.body).toEqual({ message: 'Message deleted' });
    expect(await gone).toEqual({ classId, id: sent.id });
    expect((await office.api.get(`/live-classes/${classId}/chat`, bob)).body.messages).toEqual([]);
    expect((await office.api.delete(`/live-chat/messages/${sent.id}`, office.staff)).status).toBe(404);
    // Members may not moderate.
    expect((await office.api.delete(`/live-chat/messages/${sent.id}`, bob)).status).toBe(403);
  });

  it('members flag a message once each, and staff see the flagged ones', async () => {
    const classId = await liveClass();
    const alice = await newSubscriber(office);
    const { sent } = await say((await joinChat(url(), alice, classId)).socket, { classId, body: 'Spam spam' });
    const staffSocket = await connectSocket(url(), office.staff);
    const staffHears = nextEvent(staffSocket, LIVE_CHAT_EVENTS.flagged);
    const bob = await newSubscriber(office);
    const flagged = await office.api.post(`/live-chat/messages/${sent.id}/flag`, {}, bob);
    expect(flagged).toMatchObject({
      status: 201,
      body: { message: 'Thank you: a moderator will look at this message' },
    });
    expect(await staffHears).toEqual({ classId, id: sent.id, flags: 1 });
    await office.api.post(`/live-chat/messages/${sent.id}/flag`, {}, bob);
    await office.api.post(`/live-chat/messages/${sent.id}/flag`, {}, await newSubscriber(office));
    expect((await office.api.post(`/live-chat/messages/${sent.id}/flag`, {}, alice)).status).toBe(400);

    const list = await office.api.get(`/live-classes/${classId}/chat/flagged`, office.staff);
    expect(list.body).toEqual([expect.objectContaining({ id: sent.id, body: 'Spam spam', flags: 2 })]);
    expect((await office.api.get(`/live-classes/${classId}/chat/flagged`, bob)).status).toBe(403);
  });
});

describe('questions for the coach', () => {
  it('lists questions by up-votes, each member voting once and able to take it back', async () => {
    const classId = await liveClass();
    const [alice, bob, carol] = [await newSubscriber(office), await newSubscriber(office), await newSubscriber(office)];
    const a = await joinChat(url(), alice, classId);
    const b = await joinChat(url(), bob, classId);
    const first = (await say(a.socket, { classId, body: 'Why not check back?', question: true })).sent;
    const second = (await say(b.socket, { classId, body: 'What about the flush draw?', question: true })).sent;
    const chatter = (await say(b.socket, { classId, body: 'gl all' })).sent;
    expect(first.question).toBe(true);

    const heard = nextAbout(a.socket, LIVE_CHAT_EVENTS.votes, classId);
    expect((await office.api.put(`/live-chat/messages/${second.id}/vote`, { voted: true }, carol)).body).toEqual({
      id: second.id,
      votes: 1,
      voted: true,
    });
    expect(await heard).toEqual({ classId, id: second.id, votes: 1 });
    await office.api.put(`/live-chat/messages/${second.id}/vote`, { voted: true }, carol);
    await office.api.put(`/live-chat/messages/${second.id}/vote`, { voted: true }, alice);

    const questions = await office.api.get(`/live-classes/${classId}/chat/questions`, carol);
    expect(questions.body.map((q: any) => [q.body, q.votes, q.voted])).toEqual([
      ['What about the flush draw?', 2, true],
      ['Why not check back?', 0, false],
    ]);
    const coachView = await office.api.get(`/live-classes/${classId}/chat/questions`, office.staff);
    expect(coachView.body.map((q: any) => q.id)).toEqual([second.id, first.id]);

    expect((await office.api.put(`/live-chat/messages/${second.id}/vote`, { voted: false }, carol)).body.votes).toBe(1);
    expect((await office.api.put(`/live-chat/messages/${second.id}/vote`, { voted: true }, bob)).body.message).toBe(
      'You cannot up-vote your own question',
    );
    expect((await office.api.put(`/live-chat/messages/${chatter.id}/vote`, { voted: true }, carol)).body.message).toBe(
      'Only questions can be up-voted',
    );
  });
});

describe('throttling', () => {
  it(`lets an account send ${LIVE_CHAT_MESSAGES_PER_ACCOUNT} messages a minute, then says how long to wait`, async () => {
    const classId = await liveClass();
    const { socket } = await joinChat(url(), await newSubscriber(office), classId);
    for (let n = 0; n < LIVE_CHAT_MESSAGES_PER_ACCOUNT; n += 1)
      expect((await say(socket, { classId, body: `Message ${n}` })).sent).toBeDefined();
    const { refused } = await say(socket, { classId, body: 'One more' });
    expect(refused.message).toMatch(/^You are sending messages too fast; try again in \d+ s$/);
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
  });

  it(`lets an address send ${LIVE_CHAT_MESSAGES_PER_ADDRESS} messages a minute over every account on it`, async () => {
    const classId = await liveClass();
    for (let n = 0; n < LIVE_CHAT_MESSAGES_PER_ADDRESS; n += 1)
      await office.server.deps.budgets.take(
        chatBudgetKeys.address('127.0.0.1'),
        LIVE_CHAT_MESSAGES_PER_ADDRESS,
        60_000,
      );
    const { socket } = await joinChat(url(), await newSubscriber(office), classId);
    expect((await say(socket, { classId, body: 'From a busy address' })).refused.message).toMatch(/too fast/);
  });
});
