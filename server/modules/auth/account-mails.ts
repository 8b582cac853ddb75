import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  BUDGET_HOUR_MS,
  MAILS_PER_RECIPIENT_PER_HOUR,
  RESET_CODE_TTL_MS,
  RESET_LINK_TTL_MS,
  VERIFY_LINK_TTL_MS,
} from '../../constants.js';
import { users } from '../../db/schema.js';
import type { AppDeps } from '../../deps.js';
import { resetCodesLockedMail, resetMail, verificationMail } from './mails.js';

type Account = typeof users.$inferSelect;

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

  async verification(account: Pick<Account, 'id' | 'email'>): Promise<void> {
    if (!(await this.withinBudget('verification', account.email))) return;
    const token = await this.deps.tokens.issueLink(account.id, 'verify', VERIFY_LINK_TTL_MS);
    await this.deps.mailer.send(
      verificationMail(account.email, `${this.deps.config.publicUrl}/thankyou-verification?token=${token}`),
    );
  }

  async verificationTo(email: string): Promise<void> {
    const account = await this.find(email);
    if (account && !account.isVerified) await this.verification(account);
  }

  /** A reset link and a new code (which retires the older ones). */
  async resetTo(email: string): Promise<void> {
    const account = await this.find(email);
    if (!account || !(await this.withinBudget('reset', email))) return;
    const { tokens, mailer, config } = this.deps;
    const link = await tokens.issueLink(account.id, 'reset', RESET_LINK_TTL_MS);
    const code = await tokens.issueCode(account.id, RESET_CODE_TTL_MS);
    await mailer.send(resetMail(email, `${config.publicUrl}/reset-password?token=${link}`, code));
  }

  async resetCodesLockedTo(email: string, retryAfterMs: number): Promise<void> {
    const account = await this.find(email);
    if (account) await this.deps.mailer.send(resetCodesLockedMail(email, Math.ceil(retryAfterMs / 60_000)));
  }

  private async find(email: string): Promise<Account | undefined> {
    const [account] = await this.deps.db.select().from(users).where(eq(users.email, email));
    return account && !account.deletedAt ? account : undefined;
  }

  private async withinBudget(kind: keyof typeof MAILS_PER_RECIPIENT_PER_HOUR, to: string): Promise<boolean> {
    const use = await this.deps.budgets.take(`mail:${kind}:${to}`, MAILS_PER_RECIPIENT_PER_HOUR[kind], BUDGET_HOUR_MS);
    return use.allowed;
  }
}
