import type { FastifyRequest } from 'fastify';
import { requestOrigin } from '../../plugins/auth.js';
import { recordSecurityEvent } from '../sessions/security-events.js';

export type SecondFactorEvent =
  | 'totp-enabled'
  | 'totp-disabled'
  | 'passkey-added'
  | 'passkey-removed'
  | 'recovery-codes-renewed'
  | 'recovery-code-used';

/**
 * A change to an account's second factor goes into its security history (the profile lists it, so the
 * owner notices a change they did not make) and the log, with who and what (never a secret or code).
 */
export async function noteSecondFactorChange(
  request: FastifyRequest,
  userId: number,
  kind: SecondFactorEvent,
  details: Record<string, string | number> = {},
): Promise<void> {
  request.log.info({ userId, kind, ...details }, 'second factor changed');
  await recordSecurityEvent(request.server.deps, userId, kind, requestOrigin(request));
}
