import type { AxiosRequestConfig } from 'axios';
import type {
  ChangePasswordBody,
  ChangePasswordResponse,
  MessageResponse,
  ResetPasswordBody,
  SigninBody,
  SigninResponse,
  SignupBody,
  VerificationFailure,
  VerificationResponse,
  VerifyCodeResponse,
} from './types';

// The account screens are usable before axios arrives: the shared client loads with their first call.
const client = () => import('./http-client').then((m) => m.httpClient);
const post = <T>(url: string, body?: unknown, config?: AxiosRequestConfig) =>
  client()
    .then((http) => http.post<T>(url, body, config))
    .then((r) => r.data);
const patch = <T>(url: string, body?: unknown, config?: AxiosRequestConfig) =>
  client()
    .then((http) => http.patch<T>(url, body, config))
    .then((r) => r.data);

/** The auth calls (docs/API.md#flows), typed from the server's schemas. */
export const authApi = {
  signIn: (body: SigninBody) => post<SigninResponse>('auth/signin', body),
  signUp: (body: SignupBody) => post<MessageResponse>('auth/signup', body),
  resendVerification: (email: string) => post<MessageResponse>('auth/resend-verification', { email }),
  /** A refused link's 400 is an answer too: it says whether the account is verified already. */
  verify: (token: string) =>
    patch<VerificationResponse | VerificationFailure>(`auth/verification/${encodeURIComponent(token)}`, undefined, {
      validateStatus: (status) => status === 200 || status === 400,
    }),
  forgotPassword: (email: string) => post<MessageResponse>('auth/forgot-password', { email }),
  verifyCode: (email: string, code: string) => post<VerifyCodeResponse>('auth/verify-code', { email, code }),
  resetPassword: (body: ResetPasswordBody) => patch<MessageResponse>('auth/reset-password', body),
  changePassword: (body: ChangePasswordBody) => patch<ChangePasswordResponse>('user/update/password', body),
  tourComplete: () => post<object>('user/tour-complete', {}, { silent: true }),
  /** Ends the session on the server: the key stops working on every channel. */
  logout: (token: string) =>
    post<MessageResponse>('auth/logout', {}, { silent: true, headers: { Authorization: `Bearer ${token}` } }),
  /** The weekly digest's mailed unsubscribe link: no login, the signed token says who. */
  unsubscribeDigest: (token: string) =>
    post<MessageResponse>(`digest/unsubscribe?token=${encodeURIComponent(token)}`, {}, { silent: true }),
};
