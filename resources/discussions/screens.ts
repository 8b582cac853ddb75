export { DiscussionList } from './discussion-list';
export { DiscussionShow } from './discussion-show';
