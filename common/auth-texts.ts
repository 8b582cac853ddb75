/**
 * The sign-in page's texts that the server also sends, word for word as users already know them (spelling included).
 * Apart from SHARED_TEXTS because the first page's code carries them: nothing else rides along.
 */
export const AUTH_TEXTS = {
  loginDone: 'Login Successfuly!',
  passwordsDiffer: 'Passwords do not match',
  notVerified: 'Your account is not verified yet. Please open the link in the verification mail we sent you.',
  alreadyVerified: 'Your account is already verified. You can log in now.',
} as const;
