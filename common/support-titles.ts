/** The help form's fixed subjects (docs/API.md#records): the member's choices and what the server accepts. */
export const SUPPORT_TITLES = [
  'Account issues',
  'Website Navigation Help',
  'Login/Logout Issues',
  'Profile Settings',
  'Payment Questions',
  'None of these',
] as const;
