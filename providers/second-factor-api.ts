import type { ReadJson } from './api-calls';
import { memberQuery } from './member-query';
import type {
  EnrolledSignIn,
  MessageResponse,
  PasskeyCeremony,
  PasskeyChange,
  PasskeyRecord,
  PasskeyRegisterBody,
  PasskeySignInBody,
  RecoveryCodesResponse,
  SecondFactorChange,
  SecondFactorProof,
  SecondFactorStatus,
  SecondFactorVerifyBody,
  SignedInResponse,
  TotpSetup,
} from './types';

// Only the second step and the profile use these: the shared client loads with their first call.
const client = () => import('./http-client').then((m) => m.httpClient);
const post = <T>(url: string, body: unknown = {}) =>
  client()
    .then((http) => http.post<T>(url, body))
    .then((r) => r.data);
/** A read whose screen draws its own skeleton (`silent`: the overlay on top would be a second loader). */
const quietGet = <T>(url: string) =>
  client()
    .then((http) => http.get<T>(url, { silent: true }))
    .then((r) => r.data);

type Options = PasskeyCeremony['options'];

/** Completing a sign-in with a second factor, staff enrolment, and password-less passkey sign-in. */
export const secondFactorSignInApi = {
  verify: (body: SecondFactorVerifyBody) => post<SignedInResponse>('auth/mfa/verify', body),
  passkeyOptions: (challenge: string) => post<{ options: Options }>('auth/mfa/passkey-options', { challenge }),
  enrolTotp: (challenge: string) => post<TotpSetup>('auth/mfa/enrol/totp', { challenge }),
  confirmEnrolTotp: (challenge: string, code: string) =>
    post<EnrolledSignIn>('auth/mfa/enrol/totp/confirm', { challenge, code }),
  enrolPasskeyOptions: (challenge: string) =>
    post<{ options: Options }>('auth/mfa/enrol/passkey-options', { challenge }),
  enrolPasskey: (body: PasskeyRegisterBody) => post<EnrolledSignIn>('auth/mfa/enrol/passkey', body),
  signInOptions: () => post<PasskeyCeremony>('auth/passkey/options'),
  signInWithPasskey: (body: PasskeySignInBody) => post<SignedInResponse>('auth/passkey/signin', body),
};

export const secondFactorKeys = { status: ['second-factor', 'status'] as const };

/** The signed-in account's second factors: the app, recovery codes left and passkeys. */
export const secondFactorStatusQuery = (read: ReadJson = quietGet) =>
  memberQuery(secondFactorKeys.status, () => read<SecondFactorStatus>('user/mfa'));

/** Changing the signed-in account's second factors (the profile's Two-factor authentication section). */
export const secondFactorAccountApi = {
  startTotp: (proof: SecondFactorProof) => post<TotpSetup>('user/mfa/totp', proof),
  confirmTotp: (code: string) => post<SecondFactorChange>('user/mfa/totp/confirm', { code }),
  disableTotp: (proof: SecondFactorProof) => post<MessageResponse>('user/mfa/totp/disable', proof),
  renewRecoveryCodes: (proof: SecondFactorProof) => post<RecoveryCodesResponse>('user/mfa/recovery-codes', proof),
  passkeyOptions: (proof: SecondFactorProof) => post<PasskeyCeremony>('user/mfa/passkeys/options', proof),
  addPasskey: (body: PasskeyRegisterBody) => post<PasskeyChange>('user/mfa/passkeys', body),
  renamePasskey: (id: number, name: string) =>
    client()
      .then((http) => http.patch<{ message: string; passkey: PasskeyRecord }>(`user/mfa/passkeys/${id}`, { name }))
      .then((r) => r.data),
  removePasskey: (id: number, proof: SecondFactorProof) =>
    client()
      .then((http) => http.delete<MessageResponse>(`user/mfa/passkeys/${id}`, { data: proof }))
      .then((r) => r.data),
};
