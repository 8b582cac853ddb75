import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIVE_CHAT_EVENTS } from '../../../common/live-chat';
import { LiveChat } from '../../../portal/live-chat';
import { quietGet, quietly } from '../../../providers/api-calls';
import type { LiveChatMessage, LiveChatView } from '../../../providers/live-chat-api';
import { withQueries } from '../helpers/queries';
import { replaceInModule } from '../helpers/replace-in-module';
import { storeSignIn } from '../helpers/sign-in';

replaceInModule(await import('../../../providers/api-calls'), {
  quietGet: vi.fn(),
  quietly: { post: vi.fn(), put: vi.fn(), delete: vi.fn(), patch: vi.fn() },
});

/** The session's socket as the server drives it: what the page sent, and events pushed to it. */
const socket = (() => {
  const listeners = new Map<string, Set<(payload?: unknown) => void>>();
  return {
    connected: true,
    sent: [] as [string, unknown][],
    on(event: string, listener: (payload?: unknown) => void) {
      listeners.set(event, (listeners.get(event) ?? new Set()).add(listener));
    },
    off(event: string, listener: (payload?: unknown) => void) {
      listeners.get(event)?.delete(listener);
    },
    emit(event: string, payload: unknown) {
      this.sent.push([event, payload]);
    },
    push(event: string, payload: unknown) {
      for (const listener of listeners.get(event) ?? []) listener(payload);
    },
    reset() {
      listeners.clear();
      this.sent = [];
    },
  };
})();
replaceInModule(await import('../../../providers/socket'), {
  withSocket: (attach: (s: object) => void | (() => void)) => {
    const detach = attach(socket);
    return () => detach?.();
  },
});

const CLASS_ID = 3;
const message = (id: number, fields: Partial<LiveChatMessage> = {}): LiveChatMessage => ({
  id,
  classId: CLASS_ID,
  authorName: 'Bo',
  byStaff: false,
  mine: false,
  body: `Message ${id}`,
  question: false,
  votes: 0,
  voted: false,
  createdAt: '2026-12-01T18:00:00.000Z',
  ...fields,
});
const VIEW: LiveChatView = {
  classId: CLASS_ID,
  state: 'open',
  slowModeSeconds: 0,
  muted: false,
  messages: [message(1, { body: 'Welcome all', byStaff: true, authorName: 'Coach Ann' })],
};

function serve(view: LiveChatView, questions: LiveChatMessage[] = []) {
  vi.mocked(quietGet).mockImplementation((url: string) => {
    if (url === `live-classes/${CLASS_ID}/chat`) return Promise.resolve(view);
    if (url === `live-classes/${CLASS_ID}/chat/questions`) return Promise.resolve(questions);
    return Promise.resolve([]);
  });
}

const composer = () => screen.getByRole('textbox', { name: 'Your message' });
const typeAndEnter = (text: string) => {
  fireEvent.change(composer(), { target: { value: text } });
  fireEvent.keyDown(composer(), { key: 'Enter' });
};

beforeEach(() => {
  localStorage.clear();
  socket.reset();
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('LiveChat for a member', () => {
  it('joins the class, shows messages as they arrive, and sends with Enter until its own comes back', async () => {
    storeSignIn({ subscribed: true });
    serve(VIEW);
    render(withQueries(<LiveChat classId={CLASS_ID} />));
    const log = await screen.findByRole('log', { name: 'Chat messages' });
    expect(within(log).getByText('Welcome all')).toBeTruthy();
    expect(within(log).getByText('Coach')).toBeTruthy();
    expect(socket.sent).toContainEqual([LIVE_CHAT_EVENTS.join, { classId: CLASS_ID }]);

    act(() => socket.push(LIVE_CHAT_EVENTS.message, message(2, { body: 'Nice river' })));
    expect(await within(log).findByText('Nice river')).toBeTruthy();
    // Another class's message is not this chat's.
    act(() => socket.push(LIVE_CHAT_EVENTS.message, message(3, { classId: 99, body: 'Elsewhere' })));
    expect(within(log).queryByText('Elsewhere')).toBeNull();

    typeAndEnter('Why check the turn?');
    expect(socket.sent).toContainEqual([
      LIVE_CHAT_EVENTS.send,
      { classId: CLASS_ID, body: 'Why check the turn?', question: false },
    ]);
    expect((composer() as HTMLTextAreaElement).value).toBe('Why check the turn?');
    act(() => socket.push(LIVE_CHAT_EVENTS.message, message(4, { body: 'Why check the turn?', mine: true })));
    await waitFor(() => expect((composer() as HTMLTextAreaElement).value).toBe(''));

    act(() => socket.push(LIVE_CHAT_EVENTS.deleted, { classId: CLASS_ID, id: 2 }));
    await waitFor(() => expect(within(log).queryByText('Nice river')).toBeNull());
  });

  it('shows the server’s refusal and keeps the draft; Ask the coach sends a question', async () => {
    storeSignIn({ subscribed: true });
    serve(VIEW);
    render(withQueries(<LiveChat classId={CLASS_ID} />));
    await screen.findByRole('log');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Ask the coach' }));
    typeAndEnter('Is this a bluff?');
    expect(socket.sent).toContainEqual([
      LIVE_CHAT_EVENTS.send,
      { classId: CLASS_ID, body: 'Is this a bluff?', question: true },
    ]);
    const refusal = 'Slow mode is on: you can send another message in 12 s';
    act(() => socket.push(LIVE_CHAT_EVENTS.refused, { classId: CLASS_ID, message: refusal, retryAfterSeconds: 12 }));
    expect((await screen.findByRole('alert')).textContent).toContain(refusal);
    expect((composer() as HTMLTextAreaElement).value).toBe('Is this a bluff?');
  });

  it('lists the questions by up-votes and up-votes another member’s', async () => {
    storeSignIn({ subscribed: true });
    serve(VIEW, [
      message(7, { question: true, body: 'Flush draw?', votes: 3 }),
      message(8, { question: true, body: 'Mine', mine: true }),
    ]);
    vi.mocked(quietly.put).mockResolvedValue({ id: 7, votes: 4, voted: true });
    render(withQueries(<LiveChat classId={CLASS_ID} />));
    fireEvent.click(await screen.findByRole('tab', { name: 'Questions' }));
    const list = await screen.findByRole('list', { name: 'Questions' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Flush draw?'),
      expect.stringContaining('Mine'),
    ]);
    expect(
      within(items[1])
        .getByRole('button', { name: /Up-vote/ })
        .hasAttribute('disabled'),
    ).toBe(true);
    fireEvent.click(within(items[0]).getByRole('button', { name: 'Up-vote (3)' }));
    await waitFor(() => expect(quietly.put).toHaveBeenCalledWith('live-chat/messages/7/vote', { voted: true }));
  });

  it('offers a flag on others’ messages and no moderation; says why nothing can be sent once muted or closed', async () => {
    storeSignIn({ subscribed: true });
    serve({ ...VIEW, muted: true });
    render(withQueries(<LiveChat classId={CLASS_ID} />));
    const log = await screen.findByRole('log');
    expect(within(log).getByRole('button', { name: 'Flag this message for a moderator' })).toBeTruthy();
    expect(within(log).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.queryByLabelText('Slow mode')).toBeNull();
    expect(screen.getByText('A moderator has muted you in this class’s chat')).toBeTruthy();
    act(() => socket.push(LIVE_CHAT_EVENTS.muted, { classId: CLASS_ID, muted: false }));
    expect(await screen.findByRole('textbox', { name: 'Your message' })).toBeTruthy();
  });
});

describe('LiveChat for staff who manage live classes', () => {
  it('shows delete, mute and the slow mode control, and sets slow mode', async () => {
    storeSignIn({ role: 'editor' });
    serve({ ...VIEW, messages: [message(5, { body: 'Buy my course' })] });
    vi.mocked(quietly.put).mockResolvedValue({ slowModeSeconds: 30, message: 'Chat settings Update Successfully' });
    render(withQueries(<LiveChat classId={CLASS_ID} />));
    const log = await screen.findByRole('log');
    expect(within(log).getByRole('button', { name: 'Delete' })).toBeTruthy();
    expect(within(log).getByRole('button', { name: 'Mute' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Flagged' })).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Slow mode' }));
    fireEvent.click(await screen.findByTitle('30 s'));
    await waitFor(() =>
      expect(quietly.put).toHaveBeenCalledWith(`live-classes/${CLASS_ID}/chat/settings`, { slowModeSeconds: 30 }),
    );
  });

  it('leaves moderation out for a support agent, whose role does not manage live classes', async () => {
    storeSignIn({ role: 'support' });
    serve(VIEW);
    render(withQueries(<LiveChat classId={CLASS_ID} />));
    const log = await screen.findByRole('log');
    expect(within(log).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Flagged' })).toBeNull();
  });
});
