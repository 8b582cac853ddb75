/** What the providers need to keep the session, named for what they mean. */

/** The browser keys existing browsers already hold: the server is the authority, these only drive the UI. */
export const STORAGE_KEYS = {
  token: 'login',
  username: 'username',
  subscribed: 'isSubscribe',
  profileImage: 'profileImage',
  firstLogin: 'firstLogin',
  dark: 'isDark',
  role: 'role',
  /** The staff areas the role may use (the server's rules, as sign-in answered them). */
  staffRules: 'staffRules',
  /** A team seat's invite link opened before signing in: the sign-in lands back on it. */
  pendingInvite: 'pendingTeamInvite',
} as const;

/** Shown when the server answered a failure without a message of its own. */
export const FALLBACK_ERROR = 'An error occurred';

/** Shown when no answer came back at all (offline, connection refused or cut). */
export const NETWORK_ERROR = 'Error: Network response was not ok';
