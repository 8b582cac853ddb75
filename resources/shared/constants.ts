/** Back-office constants from the product's rules, named for what they mean. */
export const STAFF_PAGE_SIZE = 8;
/** The success dialog of a status change (`Marked as Active` / `Marked as Inactive`) stays 1 s. */
export const STATUS_DIALOG_MS = 1000;
/** The success dialog stays 3 s after an add … */
export const ADD_SUCCESS_MS = 3000;
/** … and 1 s after an update (a status change's dialog: `STATUS_DIALOG_MS`). */
export const UPDATE_SUCCESS_MS = 1000;
/** Add Lecture goes back to the list 3 s after success. */
export const ADD_LECTURE_REDIRECT_MS = 3000;
/** How many users the notification picker fetches per search. */
export const USER_PICKER_LIMIT = 20;
/** The currency of a plan or offer whose record does not say (the server prices plans in it by default). */
export const BILLING_CURRENCY = 'usd';

export const STAFF_TEXTS = {
  requiredFields: 'Please fill all the required fields',
  allUsers: 'All Users',
  selectAllUsers: 'Select all user',
  applyMine: 'Apply my changes',
  loadCurrent: 'Discard mine, show current',
  nowReads: 'now:',
  yoursReads: 'yours:',
  noFieldDiffers: 'None of the fields in this form differs from yours.',
  history: 'History',
  noHistory: 'No staff changes recorded yet',
  changedUnderneath: 'Someone else just changed this record. Your save will show what differs.',
  bulkConfirm: (action: string, count: number) => `${action} ${count} ${count === 1 ? 'row' : 'rows'}?`,
  allMatching: (count: number) => `All ${count} matching`,
} as const;

/** A member's billing on User Details: their membership's state, refunds and free memberships. */
export const USER_BILLING_TEXTS = {
  noMembership: 'No membership',
  compUntil: (day: string) => `Free membership until ${day}`,
  compForever: 'Free membership forever',
  pastDue: 'Payment failed — retrying',
  failingSince: (day: string) => `Failing since ${day}`,
  nextRetry: (day: string) => `next retry ${day}`,
  noRetryLeft: 'no retry left',
  failingTitle: 'Payment failing',
  failingMember: 'Member',
  failingPlan: 'Plan',
  failingSinceColumn: 'Failing since',
  failingNextRetry: 'Next retry',
  refundOf: (receiptNumber: string) => `Refund ${receiptNumber}`,
  refundPaid: (amount: string, day: string) => `Paid ${amount} on ${day}.`,
  refundedSoFar: (amount: string) => `${amount} refunded so far.`,
  refundAmount: 'Amount',
  refundAll: 'All that is left',
  refundAllHint: 'Leave empty to refund all that is left of the payment',
  giveComp: 'Give free membership',
  compLength: 'Length',
  compSomeMonths: 'Some months',
  compMonths: 'Months',
  compForeverChoice: 'Forever',
  compMonthsRequired: 'Please enter how many months',
  give: 'Give',
  endComp: 'End free membership',
  endCompConfirm: 'End this free membership now? The member loses access at once.',
  yes: 'Yes',
  no: 'No',
} as const;
