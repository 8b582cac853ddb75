import { z } from 'zod';
import { MAX_PASSKEY_NAME, MAX_PASSWORD_LENGTH, MAX_RECOVERY_CODE_INPUT } from '../../common/limits.js';
import { signedInResponse } from './auth.js';
import { text } from './text.js';

/** The opaque token a sign-in, an enrolment or a passkey ceremony hands out and takes back. */
export const challengeToken = z
  .string()
  .min(1, 'The login step is missing; please log in again')
  .max(200, 'The login step is not valid; please log in again');

/** A code from an authenticator app: 6 digits (spaces a user types between them are dropped). */
export const totpCode = z
  .string()
  .transform((v) => v.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app'));

/** A recovery code as shown (`ABCDE-FGHJK`); case, spaces and dashes do not matter. */
export const recoveryCode = z
  .string()
  .max(MAX_RECOVERY_CODE_INPUT, 'This is not a recovery code')
  .transform((v) => v.replace(/[\s-]/g, '').toUpperCase())
  .pipe(z.string().regex(/^[0-9A-Z]{10}$/, 'This is not a recovery code'));

const base64url = z
  .string()
  .max(16_384)
  .regex(/^[\w-]*={0,2}$/, 'Must be base64url');

/** What `@simplewebauthn/browser`'s startRegistration returns, sent as it is. */
export const passkeyRegistration = z.object({
  id: base64url,
  rawId: base64url,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url,
    attestationObject: base64url,
    transports: z.array(z.string().max(32)).max(10).optional(),
    authenticatorData: base64url.optional(),
    publicKey: base64url.optional(),
    publicKeyAlgorithm: z.number().int().optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.looseObject({}).default({}),
});

export type PasskeyRegistration = z.output<typeof passkeyRegistration>;

/** What `@simplewebauthn/browser`'s startAuthentication returns, sent as it is. */
export const passkeyAssertion = z.object({
  id: base64url,
  rawId: base64url,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url,
    authenticatorData: base64url,
    signature: base64url,
    userHandle: base64url.optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.looseObject({}).default({}),
});

/** The WebAuthn options the browser passes to startRegistration / startAuthentication. */
export const passkeyOptions = z.looseObject({ challenge: z.string() });

export const passkeyCeremony = z.object({ challenge: z.string(), options: passkeyOptions });
export type PasskeyCeremony = z.infer<typeof passkeyCeremony>;

/** Completes a sign-in waiting for its second factor with exactly one of them. */
export const secondFactorVerifyBody = z
  .object({
    challenge: challengeToken,
    code: totpCode.optional(),
    recoveryCode: recoveryCode.optional(),
    passkey: passkeyAssertion.optional(),
  })
  .refine((body) => [body.code, body.recoveryCode, body.passkey].filter(Boolean).length === 1, {
    message: 'Send one of code, recoveryCode or passkey',
    path: ['code'],
  });
export type SecondFactorVerifyBody = z.input<typeof secondFactorVerifyBody>;

export const challengeBody = z.object({ challenge: challengeToken });

export const passkeyName = text(MAX_PASSKEY_NAME, 'Please name the passkey');

export const totpSetup = z.object({
  /** Base32, for typing into an app that cannot scan. */
  secret: z.string(),
  otpauthUrl: z.string(),
  /** The otpauth URL as a QR code, a PNG data URL. */
  qrCode: z.string(),
});
export type TotpSetup = z.infer<typeof totpSetup>;

export const totpConfirmBody = z.object({ code: totpCode });
export const enrolTotpConfirmBody = z.object({ challenge: challengeToken, code: totpCode });

export const passkeyRegisterBody = z.object({
  challenge: challengeToken,
  response: passkeyRegistration,
  name: passkeyName.optional(),
});
export type PasskeyRegisterBody = z.input<typeof passkeyRegisterBody>;

export const passkeySignInBody = z.object({
  challenge: challengeToken,
  response: passkeyAssertion,
  remember: z.boolean().optional(),
});
export type PasskeySignInBody = z.input<typeof passkeySignInBody>;

/** Turning protection off or making new recovery codes asks the password or a current app code. */
export const secondFactorProof = z
  .object({
    password: z.string().min(1, 'Please enter your password').max(MAX_PASSWORD_LENGTH).optional(),
    code: totpCode.optional(),
  })
  .refine((body) => body.password !== undefined || body.code !== undefined, {
    message: 'Enter your password or a current code',
    path: ['password'],
  });
export type SecondFactorProof = z.input<typeof secondFactorProof>;

export const recoveryCodesList = z.array(z.string());

export const passkeyRecord = z.object({
  id: z.number(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type PasskeyRecord = z.infer<typeof passkeyRecord>;

export const secondFactorStatus = z.object({
  totp: z.boolean(),
  passkeys: z.array(passkeyRecord),
  recoveryCodesLeft: z.number(),
  /** True when this account may not sign in without a second factor (staff under STAFF_MFA=required). */
  required: z.boolean(),
});
export type SecondFactorStatus = z.infer<typeof secondFactorStatus>;

/** A change that may have turned protection on: the first factor comes with recovery codes, shown once. */
export const secondFactorChange = z.object({ message: z.string(), recoveryCodes: recoveryCodesList.optional() });
export type SecondFactorChange = z.infer<typeof secondFactorChange>;

export const passkeyChange = secondFactorChange.extend({ passkey: passkeyRecord });
export type PasskeyChange = z.infer<typeof passkeyChange>;

export const recoveryCodesResponse = z.object({ message: z.string(), recoveryCodes: recoveryCodesList });
export type RecoveryCodesResponse = z.infer<typeof recoveryCodesResponse>;

export const passkeyRenameBody = z.object({ name: passkeyName });

/** An enrolment that completes a staff sign-in: the key, and the recovery codes to keep. */
export const enrolledSignIn = signedInResponse.extend({ recoveryCodes: recoveryCodesList });
export type EnrolledSignIn = z.infer<typeof enrolledSignIn>;
