import { PATHS } from '../../../common/paths.js';
import type { AppDeps } from '../../deps.js';
import type { MailMessage } from '../../services/mail.js';
import { billingDay } from '../payments/charge-description.js';
import { findUser } from '../users/users-store.js';
import { FOREVER } from './comps.js';

/** A free membership given (until when) or ended now. */
type CompChange = { given: Date } | { ended: true };

function compMail(to: string, change: CompChange, profileUrl: string): MailMessage {
  const given = 'given' in change;
  const lines = [
    'Hello,',
    given
      ? `You have been given a free Poker membership${change.given >= FOREVER ? '' : ` until ${billingDay(change.given)}`}: full access to every course, and nothing is charged.`
      : 'Your free Poker membership has ended. You can buy a membership from your profile at any time.',
  ];
  return {
    to,
    subject: given ? 'You have a free Poker membership' : 'Your free Poker membership has ended',
    text: [...lines, `Your profile: ${profileUrl}`].join('\n\n'),
    html: [...lines.map((line) => `<p>${line}</p>`), `<p><a href="${profileUrl}">Open my profile</a></p>`].join('\n'),
  };
}

/** Tells the member; the change is made and audited, so a mail that fails is logged, never the request's failure. */
export async function mailComp(
  deps: Pick<AppDeps, 'db' | 'config' | 'mailer'>,
  userId: number,
  change: CompChange,
  log: (line: string) => void,
): Promise<void> {
  try {
    const member = await findUser(deps.db, userId);
    if (member) await deps.mailer.send(compMail(member.email, change, `${deps.config.publicUrl}${PATHS.profile}`));
  } catch (error) {
    log(`free membership mail to user ${userId} not sent: ${String(error)}`);
  }
}
