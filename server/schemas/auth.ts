import { z } from 'zod';
import { MAX_NAME, MAX_PASSWORD_LENGTH } from '../../common/limits.js';
import { email, errorResponse, isoDate, password } from './common.js';
import { roleSchema, staffRulesSchema } from './roles.js';
import { phone, text } from './text.js';

export const signupBody = z.object({
  name: text(MAX_NAME, 'Please enter your name'),
  email,
  dob: isoDate,
  phone,
  password,
});
export type SignupBody = z.infer<typeof signupBody>;

export const emailBody = z.object({ email });

export const signinBody = z.object({
  email,
  password: z.string().min(1, 'Please enter your password').max(MAX_PASSWORD_LENGTH),
  remember: z.boolean().optional(),
});
export type SigninBody = z.infer<typeof signinBody>;

/** A completed sign-in: the session key and what the client keeps about the user. */
export const signedInResponse = z.object({
  token: z.string(),
  firstTimeSignIn: z.boolean(),
  user: z.object({
    id: z.number(),
    name: z.string(),
    email: z.string(),
    role: roleSchema,
    subscribedUser: z.boolean(),
    profilePicture: z.string().nullable(),
  }),
  /** The staff areas the role may use, and how (docs/API.md#staff-roles); empty for members. */
  staffRules: staffRulesSchema,
  message: z.string(),
});
export type SignedInResponse = z.infer<typeof signedInResponse>;

/** The second factors a sign-in can be completed with. */
export const secondFactorMethod = z.enum(['totp', 'recovery', 'passkey']);
export type SecondFactorMethod = z.infer<typeof secondFactorMethod>;

/** The right password for an account with a second factor: no key yet, a challenge to complete. */
export const secondFactorChallenge = z.object({
  mfaRequired: z.literal(true),
  challenge: z.string(),
  methods: z.array(secondFactorMethod),
  message: z.string(),
});
export type SecondFactorChallenge = z.infer<typeof secondFactorChallenge>;

/** Staff who must have a second factor and have none: no key until they enrol one with this challenge. */
export const secondFactorEnrolment = z.object({
  mfaEnrolRequired: z.literal(true),
  challenge: z.string(),
  methods: z.array(secondFactorMethod.exclude(['recovery'])),
  message: z.string(),
});
export type SecondFactorEnrolment = z.infer<typeof secondFactorEnrolment>;

/** Sign-in's answer: the key, or (with a second factor) the step that leads to it. */
export const signinResponse = z.union([signedInResponse, secondFactorChallenge, secondFactorEnrolment]);
export type SigninResponse = z.infer<typeof signinResponse>;

export const verificationParams = z.object({ token: z.string().min(1).max(200) });
export const verificationResponse = z.object({ status: z.boolean(), message: z.string() });
export type VerificationResponse = z.infer<typeof verificationResponse>;
/**
 * A refused link says `status: false`, and `alreadyVerified: true` when its account is verified already
 * (the link opened again); any other 400 (e.g. a malformed request) is the usual error body.
 */
export const verificationFailure = errorResponse.extend({
  status: z.literal(false).optional(),
  alreadyVerified: z.literal(true).optional(),
});
export type VerificationFailure = z.infer<typeof verificationFailure>;

export const verifyCodeBody = z.object({ email, code: z.string().regex(/^\d{4}$/, 'The code is 4 digits') });
export const verifyCodeResponse = z.object({ token: z.string() });
export type VerifyCodeResponse = z.infer<typeof verifyCodeResponse>;

export const resetPasswordBody = z.object({
  token: z.string().min(1, 'The reset link is incomplete').max(200),
  password,
  confirmPassword: z.string().max(MAX_PASSWORD_LENGTH),
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

export const changePasswordBody = z.object({
  currentPassword: z.string().min(1, 'Please enter your current password').max(MAX_PASSWORD_LENGTH),
  password,
  confirmPassword: z.string().max(MAX_PASSWORD_LENGTH),
});
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;
export const changePasswordResponse = z.object({ message: z.string(), token: z.string() });
export type ChangePasswordResponse = z.infer<typeof changePasswordResponse>;
