import { SHARED_TEXTS } from '../../../common/texts.js';

/** The back office's success and error texts; those users already know are kept word for word, spelling included. */
export const TEXTS = {
  markedActive: SHARED_TEXTS.markedActive,
  markedInactive: SHARED_TEXTS.markedInactive,
  userAdded: 'User Added Successfully',
  userUpdated: 'User Update Successfully',
  emailTaken: 'An account with this email already exists.',
  notYourself: 'You cannot deactivate or demote your own account',
  added: (label: string) => `${label} Added Successfully`,
  updated: (label: string) => `${label} Update Successfully`,
  deleted: (label: string) => `${label} Deleted Successfully`,
  inUse: (label: string, count: number) =>
    `This ${label.toLowerCase()} is used by ${count} lecture${count === 1 ? '' : 's'}; move or delete them first`,
  keptByHistory: (label: string) =>
    `This ${label.toLowerCase()} holds deleted lectures' history; mark it Inactive instead`,
  lectureAdded: 'Lecture added successfully',
  lectureUpdated: 'Lecture Update Successfully',
  lectureDeleted: 'Lecture Deleted Successfully',
  unknownReference: (what: string) => `This ${what} does not exist`,
  referenceGone: (what: string) => `This ${what} was deleted meanwhile; choose another one`,
  supportSubmitted: SHARED_TEXTS.supportSubmitted,
  supportUpdated: 'Support Message Update Successfully',
  notificationSent: 'Notification Send Successfully',
  notificationUpdated: 'Notification Update Successfully',
  notificationRead: 'Marked as read',
  recipientsNeeded: 'Please select at least one user',
  imageTooLarge: SHARED_TEXTS.imageTooLarge,
  notAnImage: SHARED_TEXTS.notAnImage,
  badMediaLink: 'This media link is invalid or has expired',
} as const;
