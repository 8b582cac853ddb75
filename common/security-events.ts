/** What the profile's security history says for each kind of event the server records. */
export const SECURITY_EVENT_LABELS = {
  'sign-in': 'Signed in',
  'sign-in-failed': 'Failed sign-in',
  'signed-out': 'Signed out',
  'password-changed': 'Password changed',
  'password-reset': 'Password reset',
  'session-revoked': 'Signed out a device',
  'sessions-revoked': 'Signed out everywhere else',
  'totp-enabled': 'Authenticator app turned on',
  'totp-disabled': 'Authenticator app turned off',
  'passkey-added': 'Passkey added',
  'passkey-removed': 'Passkey removed',
  'recovery-codes-renewed': 'New recovery codes made',
  'recovery-code-used': 'Recovery code used',
} as const;

export type SecurityEventKind = keyof typeof SECURITY_EVENT_LABELS;

export const SECURITY_EVENT_KINDS = Object.keys(SECURITY_EVENT_LABELS) as [SecurityEventKind, ...SecurityEventKind[]];

/** The texts the sessions endpoints answer with and the profile shows. */
export const SESSION_TEXTS = {
  loggedOut: 'Successfully Logged Out',
  sessionRevoked: 'That device is signed out',
  othersRevoked: 'Every other device is signed out',
  noSuchSession: 'No such session is signed in',
  byStaff: 'by staff',
  deactivated: 'account deactivated by staff',
  roleChanged: 'role changed by staff',
  secondFactorAdded: 'second factor added',
} as const;
