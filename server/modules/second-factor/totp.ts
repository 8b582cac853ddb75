import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { MESSAGES, MFA_ISSUER } from '../../constants.js';
import type { AppDeps } from '../../deps.js';
import { conflict } from '../../errors.js';
import type { TotpSetup } from '../../schemas/index.js';
import { totpFactors } from './schema.js';

type TotpDeps = Pick<AppDeps, 'db' | 'now' | 'secondFactorKeys'>;

const PERIOD_S = 30;
/** One step either side of now: a phone whose clock is a little off still works. */
const TOLERANCE_S = PERIOD_S;

/**
 * Starts (or restarts) setting up an authenticator app: a new secret, kept sealed and inactive until a
 * code from the app confirms it. An account whose app is already on must turn it off first.
 */
export async function startTotp(deps: TotpDeps, user: { id: number; email: string }): Promise<TotpSetup> {
  if (await hasTotp(deps, user.id)) throw conflict(MESSAGES.totpAlreadyOn);
  const secret = generateSecret();
  const secretSealed = deps.secondFactorKeys.seal(secret);
  await deps.db
    .insert(totpFactors)
    .values({ userId: user.id, secretSealed })
    .onConflictDoUpdate({
      target: totpFactors.userId,
      set: { secretSealed, confirmedAt: null, lastUsedStep: null, createdAt: deps.now() },
    });
  const otpauthUrl = generateURI({ issuer: MFA_ISSUER, label: user.email, secret });
  return { secret, otpauthUrl, qrCode: await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 220 }) };
}

/** Turns the pending app on with a code from it; false when the code is wrong or nothing is pending. */
export async function confirmTotp(deps: TotpDeps, userId: number, code: string): Promise<boolean> {
  const [row] = await deps.db
    .select()
    .from(totpFactors)
    .where(and(eq(totpFactors.userId, userId), isNull(totpFactors.confirmedAt)));
  if (!row) throw conflict(MESSAGES.totpNotStarted);
  const step = await matchingStep(deps, row.secretSealed, code, null);
  if (step === null) return false;
  const confirmed = await deps.db
    .update(totpFactors)
    .set({ confirmedAt: deps.now(), lastUsedStep: step })
    .where(and(eq(totpFactors.userId, userId), isNull(totpFactors.confirmedAt)))
    .returning({ userId: totpFactors.userId });
  return confirmed.length === 1;
}

/**
 * True once for a right code of the active app: its time step is recorded, and a code of that step or
 * an earlier one is refused from then on (a code seen over a shoulder or in a log cannot be replayed).
 */
export async function checkTotp(deps: TotpDeps, userId: number, code: string): Promise<boolean> {
  const [row] = await deps.db
    .select()
    .from(totpFactors)
    .where(and(eq(totpFactors.userId, userId), isNotNull(totpFactors.confirmedAt)));
  if (!row) return false;
  const step = await matchingStep(deps, row.secretSealed, code, row.lastUsedStep);
  if (step === null) return false;
  // Two requests racing with the same code: only the first moves the step.
  const taken = await deps.db
    .update(totpFactors)
    .set({ lastUsedStep: step })
    .where(
      and(eq(totpFactors.userId, userId), or(isNull(totpFactors.lastUsedStep), lt(totpFactors.lastUsedStep, step))),
    )
    .returning({ userId: totpFactors.userId });
  return taken.length === 1;
}

export async function hasTotp(deps: Pick<AppDeps, 'db'>, userId: number): Promise<boolean> {
  const rows = await deps.db
    .select({ userId: totpFactors.userId })
    .from(totpFactors)
    .where(and(eq(totpFactors.userId, userId), isNotNull(totpFactors.confirmedAt)));
  return rows.length > 0;
}

export async function removeTotp(deps: Pick<AppDeps, 'db'>, userId: number): Promise<void> {
  await deps.db.delete(totpFactors).where(eq(totpFactors.userId, userId));
}

async function matchingStep(
  deps: TotpDeps,
  secretSealed: string,
  code: string,
  lastUsedStep: number | null,
): Promise<number | null> {
  const result = await verify({
    secret: deps.secondFactorKeys.open(secretSealed),
    token: code,
    epoch: Math.floor(deps.now().getTime() / 1000),
    epochTolerance: TOLERANCE_S,
    ...(lastUsedStep === null ? {} : { afterTimeStep: lastUsedStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
