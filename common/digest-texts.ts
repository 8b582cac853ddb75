/** The weekly digest's texts, the same on the server's answers and the member's screens. */
export const DIGEST_TEXTS = {
  setting: 'Weekly digest of new lectures',
  settingHelp: 'A mail each Monday listing the lectures added the week before.',
  on: 'Weekly digest turned on',
  off: 'Weekly digest turned off',
  unsubscribing: 'Unsubscribing you from the weekly digest...',
  unsubscribed: 'You are unsubscribed from the weekly digest',
  unsubscribedHelp: 'You can turn it back on at any time in your profile.',
  badLink: 'This unsubscribe link is not valid',
  badLinkHelp: 'Turn the weekly digest off in your profile instead.',
} as const;
