import { isIP } from 'node:net';
import {
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { and, asc, count, eq } from 'drizzle-orm';
import { MESSAGES, MFA_ISSUER, PASSKEY_CEREMONY_TTL_MS } from '../../constants.js';
import type { AppDeps } from '../../deps.js';
import { badRequest, conflict, notFound } from '../../errors.js';
import type { PasskeyRecord, PasskeyRegistration } from '../../schemas/index.js';
import { passkeys } from './schema.js';

type PasskeyDeps = Pick<AppDeps, 'db' | 'now' | 'config' | 'secondFactorKeys'>;
type PasskeyRow = typeof passkeys.$inferSelect;

/** The relying party is PUBLIC_URL's host; browsers refuse an IP address there, so passkeys need a domain. */
function relyingParty(config: AppDeps['config']) {
  const url = new URL(config.publicUrl);
  if (isIP(url.hostname) || url.hostname.startsWith('[')) throw conflict(MESSAGES.passkeyUnavailable);
  return { rpID: url.hostname, origin: url.origin };
}

const transportsOf = (row: PasskeyRow) => row.transports as AuthenticatorTransportFuture[];

export const toPasskeyRecord = (row: PasskeyRow): PasskeyRecord => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

async function userPasskeys(deps: Pick<AppDeps, 'db'>, userId: number): Promise<PasskeyRow[]> {
  return deps.db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.id));
}

export async function listPasskeys(deps: Pick<AppDeps, 'db'>, userId: number): Promise<PasskeyRecord[]> {
  return (await userPasskeys(deps, userId)).map(toPasskeyRecord);
}

export async function passkeyCount(deps: Pick<AppDeps, 'db'>, userId: number): Promise<number> {
  const [row] = await deps.db.select({ total: count() }).from(passkeys).where(eq(passkeys.userId, userId));
  return row?.total ?? 0;
}

/** Options for a new discoverable passkey that verifies its user (so it can sign in on its own later). */
export async function registrationOptions(deps: PasskeyDeps, user: { id: number; name: string; email: string }) {
  const { rpID } = relyingParty(deps.config);
  const existing = await userPasskeys(deps, user.id);
  return generateRegistrationOptions({
    rpName: MFA_ISSUER,
    rpID,
    userName: user.email,
    userDisplayName: user.name,
    // An opaque handle: the authenticator never learns the account's id.
    userID: Buffer.from(deps.secondFactorKeys.digest(`user-handle:${user.id}`), 'base64url'),
    attestationType: 'none',
    excludeCredentials: existing.map((row) => ({ id: row.credentialId, transports: transportsOf(row) })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    timeout: PASSKEY_CEREMONY_TTL_MS,
  });
}

/** Checks the browser's answer against the stored challenge and keeps the new credential. */
export async function savePasskey(
  deps: PasskeyDeps,
  userId: number,
  expectedChallenge: string,
  response: PasskeyRegistration,
  name: string | undefined,
): Promise<PasskeyRecord> {
  const { rpID, origin } = relyingParty(deps.config);
  const verification = await verifyRegistrationResponse({
    // Transports the library does not know yet are kept as the browser named them.
    response: response as RegistrationResponseJSON,
    expectedChallenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    requireUserVerification: true,
  }).catch(() => undefined);
  if (!verification?.verified) throw badRequest(MESSAGES.passkeyFailed);
  const { credential } = verification.registrationInfo;
  const [row] = await deps.db
    .insert(passkeys)
    .values({
      userId,
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: credential.transports ?? [],
      name: name || `Passkey ${(await passkeyCount(deps, userId)) + 1}`,
    })
    .onConflictDoNothing({ target: passkeys.credentialId })
    .returning();
  if (!row) throw conflict('This passkey is already registered.');
  return toPasskeyRecord(row);
}

/**
 * Options to sign with a passkey: the account's own credentials when it completes a sign-in, any
 * discoverable one (with user verification) when the passkey is the whole sign-in.
 */
export async function authenticationOptions(deps: PasskeyDeps, userId?: number) {
  const { rpID } = relyingParty(deps.config);
  const allowCredentials =
    userId === undefined
      ? undefined
      : (await userPasskeys(deps, userId)).map((row) => ({ id: row.credentialId, transports: transportsOf(row) }));
  return generateAuthenticationOptions({
    rpID,
    allowCredentials,
    userVerification: userId === undefined ? 'required' : 'preferred',
    timeout: PASSKEY_CEREMONY_TTL_MS,
  });
}

/**
 * The user whose passkey signed the stored challenge (only `userId`'s when given), or null. The
 * signature counter is kept, so a cloned authenticator whose counter goes back is refused.
 */
export async function verifyPasskey(
  deps: PasskeyDeps,
  response: AuthenticationResponseJSON,
  expectedChallenge: string,
  userId?: number,
): Promise<number | null> {
  const { rpID, origin } = relyingParty(deps.config);
  const [row] = await deps.db.select().from(passkeys).where(eq(passkeys.credentialId, response.id));
  if (!row || (userId !== undefined && row.userId !== userId)) return null;
  const verification = await verifyAuthenticationResponse({
    response,
    expectedChallenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    credential: {
      id: row.credentialId,
      publicKey: Buffer.from(row.publicKey, 'base64url'),
      counter: row.counter,
      transports: transportsOf(row),
    },
    requireUserVerification: userId === undefined,
  }).catch(() => undefined);
  if (!verification?.verified) return null;
  await deps.db
    .update(passkeys)
    .set({ counter: verification.authenticationInfo.newCounter, lastUsedAt: deps.now() })
    .where(eq(passkeys.id, row.id));
  return row.userId;
}

export async function renamePasskey(
  deps: Pick<AppDeps, 'db'>,
  userId: number,
  id: number,
  name: string,
): Promise<PasskeyRecord> {
  const [row] = await deps.db
    .update(passkeys)
    .set({ name })
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning();
  if (!row) throw notFound(MESSAGES.passkeyNotFound);
  return toPasskeyRecord(row);
}

export async function removePasskey(deps: Pick<AppDeps, 'db'>, userId: number, id: number): Promise<void> {
  const removed = await deps.db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning({ id: passkeys.id });
  if (removed.length === 0) throw notFound(MESSAGES.passkeyNotFound);
}
