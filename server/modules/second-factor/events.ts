import type { FastifyRequest } from 'fastify';

export type SecondFactorEvent =
  | 'totp-enabled'
  | 'totp-disabled'
  | 'passkey-added'
  | 'passkey-removed'
  | 'recovery-codes-renewed'
  | 'recovery-code-used';

/**
 * Where a change to an account's second factor is noted: one audit line in the log, with who and what
 * (never a secret or code). The one call site for when the account's security history is kept elsewhere.
 */
export function noteSecondFactorChange(
  request: FastifyRequest,
  userId: number,
  kind: SecondFactorEvent,
  details: Record<string, string | number> = {},
): void {
  request.log.info({ userId, kind, ...details }, 'second factor changed');
}
