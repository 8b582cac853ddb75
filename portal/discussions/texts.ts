import { DISCUSSION_EDIT_MINUTES } from '../../common/discussions';

/** The lecture discussion's words on the member's page. */
export const DISCUSSION_UI = {
  title: 'Discussion',
  newest: 'Newest',
  helpful: 'Most helpful',
  askLabel: 'Ask a question or leave a comment',
  askPlaceholder: 'Ask the coach and other members. Plain text; links and line breaks are kept.',
  atMoment: (clock: string) => `At ${clock} of the video`,
  post: 'Post',
  reply: 'Reply',
  replyLabel: 'Your reply',
  sendReply: 'Send reply',
  edit: 'Edit',
  save: 'Save',
  cancel: 'Cancel',
  delete: 'Delete',
  deleteConfirm: 'Delete this post?',
  report: 'Report',
  reportTitle: 'Report this post',
  reportReason: 'Why should a moderator look at it?',
  markAnswer: 'Mark as answer',
  answer: 'Answer',
  locked: 'Locked: no new replies',
  edited: 'edited',
  none: 'No questions yet. Be the first to ask.',
  editHint: `Posts can be edited for ${DISCUSSION_EDIT_MINUTES} minutes.`,
} as const;
