import { isStaff } from '../../../common/roles.js';
import { MESSAGES } from '../../constants.js';
import type { AppDeps } from '../../deps.js';
import { conflict } from '../../errors.js';
import type { Role, SecondFactorMethod, SecondFactorStatus } from '../../schemas/index.js';
import { listPasskeys, passkeyCount } from './passkeys.js';
import { recoveryCodesLeft, removeRecoveryCodes, replaceRecoveryCodes } from './recovery-codes.js';
import { hasTotp } from './totp.js';

type FactorDeps = Pick<AppDeps, 'db' | 'now' | 'config' | 'secondFactorKeys'>;
type Account = { id: number; role: Role };

/** Staff may not sign in without a second factor when the server requires it (STAFF_MFA). */
export const mustHaveFactor = (deps: Pick<AppDeps, 'config'>, user: { role: Role }) =>
  isStaff(user) && deps.config.staffMfa === 'required';

/** What can complete this account's sign-in; empty when it has no second factor. */
export async function signInMethods(deps: FactorDeps, userId: number): Promise<SecondFactorMethod[]> {
  const [totp, keys, codes] = await Promise.all([
    hasTotp(deps, userId),
    passkeyCount(deps, userId),
    recoveryCodesLeft(deps, userId),
  ]);
  if (!totp && keys === 0) return [];
  const methods: SecondFactorMethod[] = [];
  if (totp) methods.push('totp');
  if (codes > 0) methods.push('recovery');
  if (keys > 0) methods.push('passkey');
  return methods;
}

export async function secondFactorStatus(deps: FactorDeps, user: Account): Promise<SecondFactorStatus> {
  const [totp, passkeys, left] = await Promise.all([
    hasTotp(deps, user.id),
    listPasskeys(deps, user.id),
    recoveryCodesLeft(deps, user.id),
  ]);
  return { totp, passkeys, recoveryCodesLeft: left, required: mustHaveFactor(deps, user) };
}

/** A factor was added: an account with no recovery codes left gets a fresh set, to show once. */
export async function recoveryCodesForNewFactor(deps: FactorDeps, userId: number): Promise<string[] | undefined> {
  return (await recoveryCodesLeft(deps, userId)) === 0 ? replaceRecoveryCodes(deps, userId) : undefined;
}

/** Refuses removing the last factor of an account that must have one. */
export async function assertMayRemoveFactor(deps: FactorDeps, user: Account, kind: 'totp' | 'passkey') {
  if (!mustHaveFactor(deps, user)) return;
  const [totp, keys] = await Promise.all([hasTotp(deps, user.id), passkeyCount(deps, user.id)]);
  const left = (totp && kind !== 'totp' ? 1 : 0) + keys - (kind === 'passkey' ? 1 : 0);
  if (left < 1) throw conflict(MESSAGES.staffKeepsFactor);
}

/** With its last factor gone, an account's recovery codes would open nothing: they go too. */
export async function dropCodesWithoutFactor(deps: FactorDeps, userId: number): Promise<void> {
  if ((await signInMethods(deps, userId)).length === 0) await removeRecoveryCodes(deps, userId);
}
