import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/database.js';
import type { AppDeps } from '../../deps.js';
import type { SupportPatch } from '../../schemas/index.js';
import { sendNotification } from '../notifications/send-notification.js';
import { users } from '../users/schema.js';
import { supportReplyMail } from './mails.js';
import { supportMessages } from './schema.js';

type SupportRow = typeof supportMessages.$inferSelect;
type Deps = Pick<AppDeps, 'mailer' | 'realtime' | 'now'>;

export const SUPPORT_TEXTS = {
  repliedMeanwhile:
    'Another reply to this request was sent while you were writing yours. Read it, then send yours again if it is still needed.',
} as const;

export const SUPPORT_PATCH_DESCRIPTION =
  'Sets the status and/or sends a reply, mailed to the account that made the request and put on its bell. ' +
  "The answer is the record with `message` holding the success text, as every update answers; the request's own text, " +
  'which the record carries as `message` elsewhere, is under `requestMessage` here. ' +
  'A reply written against an older version of the request (If-Match, or without it the version the call found) ' +
  'is refused with the current record: 412 with If-Match, 409 without.';

/**
 * Stores the status and reply, and tells the member, inside the transaction holding the request's
 * lock: concurrent replies go out one after another, so the last mail and bell are the stored reply.
 */
export async function saveReply(deps: Deps, tx: Tx, row: SupportRow, body: SupportPatch, staffId: number) {
  const newReply = body.reply && body.reply !== row.reply ? body.reply : undefined;
  const toSet = {
    ...(body.status ? { status: body.status } : {}),
    ...(newReply ? { reply: newReply, repliedAt: deps.now() } : {}),
  };
  if (Object.keys(toSet).length === 0) return row;
  const [saved] = await tx.update(supportMessages).set(toSet).where(eq(supportMessages.id, row.id)).returning();
  if (newReply) {
    await deps.mailer.send(
      supportReplyMail(await replyAddress(tx, saved), saved.name, saved.title, saved.message, newReply),
    );
    if (saved.userId) {
      await sendNotification(
        { ...deps, db: tx },
        {
          title: `Reply to your request: ${saved.title}`,
          description: newReply,
          isForAllUsers: false,
          userIds: [saved.userId],
          createdBy: staffId,
        },
      );
    }
  }
  return saved;
}

/** The account's own address: the form's may be anyone's. A request logged for no account has only that one. */
async function replyAddress(tx: Tx, row: SupportRow): Promise<string> {
  if (!row.userId) return row.email;
  const [account] = await tx.select({ email: users.email }).from(users).where(eq(users.id, row.userId));
  return account?.email ?? row.email;
}
