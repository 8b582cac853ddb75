import {
  LIVE_CHAT_MESSAGES_PER_ACCOUNT,
  LIVE_CHAT_MESSAGES_PER_ADDRESS,
  LIVE_CHAT_TEXTS,
} from '../../../common/live-chat.js';
import { isStaff } from '../../../common/roles.js';
import type { AuthUser } from '../../access/types.js';
import type { AppDeps } from '../../deps.js';
import { forbidden, tooManyRequests } from '../../errors.js';
import type { LiveChatMessage } from '../../schemas/index.js';
import { toChatMessage } from './chat-messages.js';
import { chatClass, requireOpen } from './chat-state.js';
import { insertChatMessage, isMuted, slowModeOf } from './live-chat-store.js';

const MINUTE_MS = 60_000;

/** The shared budgets' keys for chat messages: per account and per address over every class, and slow mode's per class and member. */
export const chatBudgetKeys = {
  account: (userId: number) => `live-chat:account:${userId}`,
  address: (address: string) => `live-chat:address:${address}`,
  slowMode: (classId: number, userId: number) => `live-chat:slow:${classId}:${userId}`,
};

type Deps = Pick<AppDeps, 'db' | 'budgets' | 'now'>;
const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * Everyone's messages count per account and per address, in the budgets every process shares: a
 * refused one is counted too, so a client that keeps sending stays refused.
 */
async function takeThrottle(deps: Deps, userId: number, address: string): Promise<void> {
  const keys = { account: chatBudgetKeys.account(userId), address: chatBudgetKeys.address(address) };
  const onAccount = await deps.budgets.take(keys.account, LIVE_CHAT_MESSAGES_PER_ACCOUNT, MINUTE_MS);
  const wait = (ms: number) => tooManyRequests(LIVE_CHAT_TEXTS.tooFast(seconds(ms)), ms / 1000);
  if (!onAccount.allowed) throw wait(onAccount.retryAfterMs);
  const byAddress = await deps.budgets.take(keys.address, LIVE_CHAT_MESSAGES_PER_ADDRESS, MINUTE_MS);
  if (byAddress.allowed) return;
  await deps.budgets.giveBack(keys.account);
  throw wait(byAddress.retryAfterMs);
}

/** Slow mode: one message per member every N seconds in the class, counted from the first in each window. */
async function takeSlowMode(deps: Deps, classId: number, userId: number): Promise<void> {
  const slowModeSeconds = await slowModeOf(deps.db, classId);
  if (slowModeSeconds === 0) return;
  const use = await deps.budgets.take(chatBudgetKeys.slowMode(classId, userId), 1, slowModeSeconds * 1000);
  if (!use.allowed) throw tooManyRequests(LIVE_CHAT_TEXTS.slowMode(seconds(use.retryAfterMs)), use.retryAfterMs / 1000);
}

export interface ChatSend {
  user: AuthUser;
  address: string;
  classId: number;
  body: string;
  question: boolean;
}

/**
 * Stores a message once every rule lets it through: the chat open, the member not muted, the
 * throttles, then slow mode (staff are neither muted nor slowed). Answers it as others see it.
 */
export async function sendChatMessage(deps: Deps, send: ChatSend): Promise<LiveChatMessage> {
  const { user, classId } = send;
  const row = await chatClass(deps.db, classId);
  requireOpen(row, deps.now());
  const staff = isStaff(user);
  if (!staff && (await isMuted(deps.db, classId, user.id))) throw forbidden(LIVE_CHAT_TEXTS.muted);
  await takeThrottle(deps, user.id, send.address);
  if (!staff) await takeSlowMode(deps, classId, user.id);
  const message = await insertChatMessage(deps.db, {
    classId,
    userId: user.id,
    byStaff: staff,
    body: send.body,
    isQuestion: send.question,
    createdAt: deps.now(),
  });
  return toChatMessage({ row: message, authorName: user.name, votes: 0, voted: false }, null);
}
