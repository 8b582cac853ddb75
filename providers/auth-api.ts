import type { MessageResponse } from '../server/schemas/common';
import type { SigninBody, SigninResponse, SignupBody } from '../server/schemas/auth';
import { httpClient } from './http-client';

/** The contract's auth calls (CONTRACT §4), typed from the server's schemas. */
export const authApi = {
  signIn: (body: SigninBody) => httpClient.post<SigninResponse>('auth/signin', body).then((r) => r.data),
  signUp: (body: SignupBody) => httpClient.post<MessageResponse>('auth/signup', body).then((r) => r.data),
  resendVerification: (email: string) => httpClient.post<MessageResponse>('auth/resend-verification', { email }).then((r) => r.data),
  verify: (token: string) =>
    httpClient.patch<{ status: boolean; message: string }>(`auth/verification/${encodeURIComponent(token)}`).then((r) => r.data),
  forgotPassword: (email: string) => httpClient.post<MessageResponse>('auth/forgot-password', { email }).then((r) => r.data),
  verifyCode: (email: string, code: string) => httpClient.post<{ token: string }>('auth/verify-code', { email, code }).then((r) => r.data),
  resetPassword: (body: { token: string; password: string; confirmPassword: string }) =>
    httpClient.patch<MessageResponse>('auth/reset-password', body).then((r) => r.data),
  changePassword: (body: { currentPassword: string; password: string; confirmPassword: string }) =>
    httpClient.patch<{ message: string; token: string }>('user/update/password', body).then((r) => r.data),
  tourComplete: () => httpClient.post<object>('user/tour-complete', {}, { silent: true }).then((r) => r.data),
};
