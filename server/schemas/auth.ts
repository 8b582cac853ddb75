import { z } from 'zod';
import { email, errorResponse, isoDate, password } from './common.js';
import { phone, text } from './text.js';
import { roleSchema } from './user.js';

export const signupBody = z.object({
  name: text(120, 'Please enter your name'),
  email,
  dob: isoDate,
  phone,
  password,
});
export type SignupBody = z.infer<typeof signupBody>;

export const emailBody = z.object({ email });

export const signinBody = z.object({
  email,
  password: z.string().min(1, 'Please enter your password').max(256),
  remember: z.boolean().optional(),
});
export type SigninBody = z.infer<typeof signinBody>;

export const signinResponse = z.object({
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
  message: z.string(),
});
export type SigninResponse = z.infer<typeof signinResponse>;

export const verificationParams = z.object({ token: z.string().min(1).max(200) });
export const verificationResponse = z.object({ status: z.boolean(), message: z.string() });
export type VerificationResponse = z.infer<typeof verificationResponse>;
/** A refused link says `status: false`; any other 400 (e.g. a malformed request) is the usual error body. */
export const verificationFailure = errorResponse.extend({ status: z.literal(false).optional() });

export const verifyCodeBody = z.object({ email, code: z.string().regex(/^\d{4}$/, 'The code is 4 digits') });
export const verifyCodeResponse = z.object({ token: z.string() });
export type VerifyCodeResponse = z.infer<typeof verifyCodeResponse>;

export const resetPasswordBody = z.object({
  token: z.string().min(1, 'The reset link is incomplete').max(200),
  password,
  confirmPassword: z.string().max(256),
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

export const changePasswordBody = z.object({
  currentPassword: z.string().min(1, 'Please enter your current password').max(256),
  password,
  confirmPassword: z.string().max(256),
});
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;
export const changePasswordResponse = z.object({ message: z.string(), token: z.string() });
export type ChangePasswordResponse = z.infer<typeof changePasswordResponse>;
