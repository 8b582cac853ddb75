import { randomInt } from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import { RECOVERY_CODE_COUNT } from '../../../common/limits.js';
import type { AppDeps } from '../../deps.js';
import { recoveryCodes } from './schema.js';

type RecoveryDeps = Pick<AppDeps, 'db' | 'now' | 'secondFactorKeys'>;

// Crockford's base32: no I, L, O or U, so a code read off paper is typed right. 10 of them: 50 bits.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const CODE_LENGTH = 10;

const hashOf = (deps: RecoveryDeps, userId: number, code: string) =>
  deps.secondFactorKeys.digest(`recovery:${userId}:${code}`);

function newCode(): string {
  return Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

/** Shown as `ABCDE-FGHJK`; entered in any case, with or without the dash. */
const display = (code: string) => `${code.slice(0, 5)}-${code.slice(5)}`;

/** A fresh set of codes replaces the old one; the codes are returned once and only their hashes kept. */
export async function replaceRecoveryCodes(deps: RecoveryDeps, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  await deps.db.transaction(async (tx) => {
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx.insert(recoveryCodes).values(codes.map((code) => ({ userId, codeHash: hashOf(deps, userId, code) })));
  });
  return codes.map(display);
}

/** True once per code: the same code never completes a second sign-in. `code` is already normalised. */
export async function useRecoveryCode(deps: RecoveryDeps, userId: number, code: string): Promise<boolean> {
  const used = await deps.db
    .update(recoveryCodes)
    .set({ usedAt: deps.now() })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, hashOf(deps, userId, code)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return used.length === 1;
}

export async function recoveryCodesLeft(deps: Pick<AppDeps, 'db'>, userId: number): Promise<number> {
  const [row] = await deps.db
    .select({ left: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.left ?? 0;
}

export async function removeRecoveryCodes(deps: Pick<AppDeps, 'db'>, userId: number): Promise<void> {
  await deps.db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}
