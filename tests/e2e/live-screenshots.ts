import path from 'node:path';
import type { Page } from 'playwright-core';
import { liveClassPagePath } from '../../common/paths.js';
import { joinChat, say } from '../api/helpers/live-chat.js';
import { pushTestStream } from '../api/helpers/live-push.js';
import { closeSockets } from '../api/helpers/socket.js';
import { type Account, newAccount, signInWithApi, signUpSubscribed, STAFF } from './helpers/accounts.js';
import { product } from './helpers/product.js';
import { asStaff } from './helpers/staff-api.js';

const WAIT = { timeout: 30_000 };

/** Who says what in the pictured chat, in order; the admin answers as the coach. */
const CHAT: [speaker: string, body: string, question?: boolean][] = [
  ['Sam Carter', 'Evening all, first live class for me'],
  ['Jordan Lee', 'Would you ever check back the turn here with a flush draw?', true],
  ['Admin', 'Good one Jordan, we get to that hand right after this river'],
  ['Priya Shah', 'Loving the sizing breakdown'],
  ['Sam Carter', 'What blocker would make this river bluff better?', true],
];

async function tokenOf(account: Pick<Account, 'email' | 'password'>): Promise<string> {
  const answer = await fetch(`${product().baseUrl}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  return ((await answer.json()) as { token: string }).token;
}

/** The members' and the coach's messages, each through their own socket, as their pages send them. */
async function fillChat(classId: number): Promise<void> {
  const tokens = new Map<string, string>([['Admin', await tokenOf(STAFF)]]);
  for (const [speaker, body, question = false] of CHAT) {
    if (!tokens.has(speaker))
      tokens.set(speaker, await tokenOf(await signUpSubscribed({ ...newAccount('live'), name: speaker })));
    const { socket } = await joinChat(product().baseUrl, tokens.get(speaker)!, classId);
    await say(socket, { classId, body, question });
    socket.close();
  }
  closeSockets();
}

/**
 * The README's live class pictures while a stream is pushed into the ingest: a member watching it LIVE
 * beside its chat, at 1440×900, and the Stream panel staff see on the class's edit screen.
 */
export async function shootLiveScreens(page: Page, out: string): Promise<string[]> {
  const { id: coachId } = await asStaff<{ id: number }>('GET', 'user/me');
  const { id } = await asStaff<{ id: number }>('POST', 'live-classes', {
    title: 'Sunday review: river decisions',
    description: 'Hands from the week’s threads, played through the river, with your questions answered live.',
    startsAt: new Date(Date.now() + 30 * 60_000).toISOString(),
    durationMinutes: 90,
    coachId,
  });
  const { streamKey } = await asStaff<{ streamKey: string }>('POST', `live-classes/${id}/stream-key`);
  const push = pushTestStream(`rtmp://127.0.0.1:${product().rtmpPort}/live/${streamKey}`, 90);
  const files: string[] = [];
  try {
    await fillChat(id);
    await page.setViewportSize({ width: 1440, height: 900 });
    const viewer = await signUpSubscribed({ ...newAccount('live'), name: 'Alex Rivera' });
    await signInWithApi(page, viewer, liveClassPagePath(id), { tourSeen: true });
    await page.getByText('LIVE', { exact: true }).waitFor(WAIT);
    await page.waitForFunction(
      () => (document.querySelector<HTMLVideoElement>('video[slot="media"]')?.currentTime ?? 0) > 2,
      null,
      WAIT,
    );
    await page.getByRole('log', { name: 'Chat messages' }).getByText(CHAT.at(-1)![1]).waitFor(WAIT);
    files.push(path.join(out, 'live-class.png'));
    await page.screenshot({ path: files.at(-1) });

    await signInWithApi(page, STAFF, `/edit-live-class/${id}`);
    const panel = page.locator('.ant-card').filter({ hasText: 'Ingest bitrate' });
    await panel.getByText(/\d+ kbit\/s/).waitFor(WAIT);
    await panel.getByText('Viewers now').waitFor(WAIT);
    files.push(path.join(out, 'live-stream-panel.png'));
    await panel.screenshot({ path: files.at(-1) });
  } finally {
    push.stop();
  }
  return files;
}
