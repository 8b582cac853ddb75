import type { AuthProvider } from '@refinedev/core';
import { AUTH_TEXTS } from '../common/auth-texts';
import { PATHS } from '../common/paths';
import { landingPath } from './access-control';
import { toApiError } from './api-error';
import { authApi } from './auth-api';
import { STORAGE_KEYS } from './constants';
import { clearSession, getSession, saveSignIn, type SignedIn } from './session';
import type { SecondFactorChallenge, SecondFactorEnrolment, SigninBody } from './types';

/** A password accepted for an account that needs a second factor: the step that leads to the key. */
export type SecondStep = SecondFactorChallenge | SecondFactorEnrolment;

/** Keeps the key of a completed sign-in (whatever completed it) and says where to go. */
export function finishSignIn(answer: SignedIn) {
  saveSignIn(answer);
  return { landing: landingPath(getSession()), message: AUTH_TEXTS.loginDone };
}

/**
 * Sign-in stores the browser keys existing browsers already hold, plus `role`. It returns no redirect: the login screen shows
 * `Login Successfuly!` and moves on after LOGIN_REDIRECT_MS, so the toast is read before the next screen.
 */
export const authProvider: AuthProvider = {
  login: async (params: SigninBody) => {
    try {
      const answer = await authApi.signIn(params);
      if (!('token' in answer)) return { success: true, secondStep: answer satisfies SecondStep };
      return { success: true, ...finishSignIn(answer) };
    } catch (error) {
      return { success: false, error: toApiError(error) };
    }
  },
  // Storage first: the socket closes itself when the token goes (providers/socket.ts), so the server
  // then ending the session is not taken for a revocation. The server ends it with the key read before.
  logout: async () => {
    const { token } = getSession();
    clearSession();
    localStorage.setItem(STORAGE_KEYS.dark, 'false');
    if (token) await authApi.logout(token).catch(() => undefined);
    return { success: true, redirectTo: PATHS.home };
  },
  check: async () =>
    getSession().token ? { authenticated: true } : { authenticated: false, redirectTo: PATHS.login, logout: true },
  onError: async (error) => (error?.statusCode === 401 ? { logout: true, redirectTo: PATHS.login, error } : {}),
  getPermissions: async () => getSession().role,
  getIdentity: async () => {
    const { token, username, role, profileImage, subscribed } = getSession();
    return token ? { name: username, role, avatar: profileImage, subscribed } : null;
  },
};
