import type { FastifyBaseLogger } from 'fastify';
import { PATHS } from '../../../common/paths.js';
import {
  BUDGET_HOUR_MS,
  MAILS_PER_RECIPIENT_PER_HOUR,
  RESET_CODE_TTL_MS,
  RESET_LINK_TTL_MS,
  VERIFY_LINK_TTL_MS,
} from '../../constants.js';
import type { AppDeps } from '../../deps.js';
import { findUserByEmail, type UserRow as Account } from '../users/users-store.js';
import { resetCodesLockedMail, resetMail, verificationMail } from './mails.js';

/**
 * The mails sent to an account's address. Those a public form asks for (resend, forgot password) are
 * looked up and sent after the answer, so the answer takes the same time whether the account exists.
 * Each kind is budgeted per recipient per hour: past it, nothing is sent.
 */
export class AccountMails {
  constructor(
    private readonly deps: AppDeps,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Runs `work` after the caller has answered; a failure (or a full backlog) is logged, never shown. */
  later(work: (mails: this) => Promise<void>): void {
    this.deps.background
      .run(() => work(this))
      .catch((error: Error) => this.log.error({ err: error }, 'account mail not sent'));
  }

  /** The mail of a new sign-up. */
  async verification(account: Pick<Account, 'id' | 'email'>): Promise<void> {
    if (await this.withinBudget('verification', account.email)) await this.sendVerification(account);
  }

  // The budget is taken before the lookup, for any email: the work after the answer is then the same
  // whether an account exists, until a mail is actually due.
  async verificationTo(email: string): Promise<void> {
    if (!(await this.withinBudget('verification', email))) return;
    const account = await this.find(email);
    if (account && !account.isVerified) await this.sendVerification(account);
  }

  /** A reset link and a new code (which retires the older ones). */
  async resetTo(email: string): Promise<void> {
    if (!(await this.withinBudget('reset', email))) return;
    const account = await this.find(email);
    if (!account) return;
    const { tokens, mailer, config } = this.deps;
    const link = await tokens.issueLink(account.id, 'reset', RESET_LINK_TTL_MS);
    const code = await tokens.issueCode(account.id, RESET_CODE_TTL_MS);
    await mailer.send(resetMail(email, `${config.publicUrl}${PATHS.resetPassword}?token=${link}`, code));
  }

  async resetCodesLockedTo(email: string, retryAfterMs: number): Promise<void> {
    const account = await this.find(email);
    if (account) await this.deps.mailer.send(resetCodesLockedMail(email, Math.ceil(retryAfterMs / 60_000)));
  }

  private async sendVerification(account: Pick<Account, 'id' | 'email'>): Promise<void> {
    const token = await this.deps.tokens.issueLink(account.id, 'verify', VERIFY_LINK_TTL_MS);
    const link = `${this.deps.config.publicUrl}${PATHS.verification}?token=${token}`;
    await this.deps.mailer.send(verificationMail(account.email, link));
  }

  private async find(email: string): Promise<Account | undefined> {
    const account = await findUserByEmail(this.deps.db, email);
    return account && !account.deletedAt ? account : undefined;
  }

  private async withinBudget(kind: keyof typeof MAILS_PER_RECIPIENT_PER_HOUR, to: string): Promise<boolean> {
    const use = await this.deps.budgets.take(`mail:${kind}:${to}`, MAILS_PER_RECIPIENT_PER_HOUR[kind], BUDGET_HOUR_MS);
    return use.allowed;
  }
}
