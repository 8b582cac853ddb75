import { DISCUSSION_EDIT_MINUTES } from '../../../common/discussions.js';

/** The discussion routes' texts, quoted in docs/API.md#lecture-discussions. */
export const DISCUSSION_TEXTS = {
  postNotFound: 'Post not found',
  lectureNotFound: 'Lecture not found',
  pastTheEnd: 'That moment is past the end of the lecture',
  locked: 'This discussion is locked: no new replies',
  notYours: 'You can only change your own posts',
  editWindowOver: `Posts can be edited for ${DISCUSSION_EDIT_MINUTES} minutes after posting`,
  ownHelpful: 'You cannot mark your own post as helpful',
  ownReport: 'You cannot report your own post',
  reported: 'Thank you: a moderator will look at this post',
  deleted: 'Post deleted',
  answerNotAQuestion: 'Only a question can have an answer',
  answerNotAReply: 'The answer must be a reply to this question',
  onlyAuthorMarks: 'Only the author of the question or staff can mark its answer',
  lockNotAQuestion: 'Only a question’s thread can be locked',
  tooManyPosts: (minutes: number) =>
    `You have posted a lot in the last hour; please wait ${minutes} minute${minutes === 1 ? '' : 's'}`,
  coachAnswered: 'The coach answered your question',
  replied: (name: string) => `${name} replied to your question`,
} as const;
