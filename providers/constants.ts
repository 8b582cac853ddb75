/** What the providers need to keep the session, named for what they mean. */

/** The spec's browser keys: the server is the authority, these only drive the UI. */
export const STORAGE_KEYS = {
  token: 'login',
  username: 'username',
  subscribed: 'isSubscribe',
  profileImage: 'profileImage',
  firstLogin: 'firstLogin',
  dark: 'isDark',
  role: 'role',
} as const;

/** Shown when a failure carries no message of its own. */
export const FALLBACK_ERROR = 'An error occurred';
