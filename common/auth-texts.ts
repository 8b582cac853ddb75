/**
 * The account texts that the server sends and the browser also shows by itself (spec §8), verbatim.
 * Apart from SHARED_TEXTS because the sign-in page's code carries them: nothing else rides along.
 */
export const AUTH_TEXTS = {
  loginDone: 'Login Successfuly!',
  signupDone: 'User registered successfully, Please login your email and verify your account.',
  passwordsDiffer: 'Passwords do not match',
  passwordUpdated: 'Your Password is Successfully Updated!',
} as const;
