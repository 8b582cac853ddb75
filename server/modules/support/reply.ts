import type { FastifyRequest } from 'fastify';
import type { Tx } from '../../db/database.js';
import type { AppDeps } from '../../deps.js';
import { currentUser } from '../../plugins/auth.js';
import type { SupportPatch } from '../../schemas/index.js';
import { sendNotification } from '../notifications/send-notification.js';
import { supportReplyMail } from './mails.js';
import { toSupportRecord } from './support-record.js';
import { findMessage, replyAddress, saveRequestIfUnchanged, type SupportRow, updateRequest } from './support-store.js';

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
 * A staff save of a request's status and/or reply. A reply answers the request as its writer saw it:
 * one sent meanwhile wins, this one is refused (412 with If-Match, 409 without).
 */
export async function answerRequest(
  deps: Deps & Pick<AppDeps, 'db'>,
  request: FastifyRequest,
  id: number,
  body: SupportPatch,
): Promise<SupportRow> {
  const before = await findMessage(deps.db, id);
  const current = async () => toSupportRecord(await findMessage(deps.db, id));
  return saveRequestIfUnchanged(
    deps.db,
    request,
    {
      id,
      current,
      basedOn: body.reply ? before.version : undefined,
      conflictMessage: SUPPORT_TEXTS.repliedMeanwhile,
    },
    (tx, locked) => saveReply(deps, tx, locked, body, currentUser(request).id),
  );
}

/**
 * Stores the status and reply, and tells the member, inside the transaction holding the request's
 * lock: concurrent replies go out one after another, so the last mail and bell are the stored reply.
 */
async function saveReply(deps: Deps, tx: Tx, row: SupportRow, body: SupportPatch, staffId: number) {
  const newReply = body.reply && body.reply !== row.reply ? body.reply : undefined;
  const toSet = {
    ...(body.status ? { status: body.status } : {}),
    ...(newReply ? { reply: newReply, repliedAt: deps.now() } : {}),
  };
  if (Object.keys(toSet).length === 0) return row;
  const saved = await updateRequest(tx, row.id, toSet);
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
