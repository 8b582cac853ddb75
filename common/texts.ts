import { MAX_PICTURE_BYTES, MIB } from './limits.js';

/** Texts the server sends and the browser also shows by itself, word for word as users already know them. */
export const SHARED_TEXTS = {
  signupDone: 'User registered successfully, Please login your email and verify your account.',
  passwordUpdated: 'Your Password is Successfully Updated!',
  profileUpdated: 'Your profile is Successfully Updated!',
  supportSubmitted: 'Your Query has been successfully submitted to the admin.',
  markedActive: 'Marked as Active',
  markedInactive: 'Marked as Inactive',
  notAnImage: 'Please select a valid image file',
  imageTooLarge: `File size exceeds ${MAX_PICTURE_BYTES / MIB}MB`,
  staffOnly: 'This is for staff only',
} as const;
