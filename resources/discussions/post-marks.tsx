import { Flex } from 'antd';
import { COACH_LABEL } from '../../common/discussions';
import type { StaffDiscussionPost } from '../../providers/types';
import { ToneBadge } from '../../src/components/status-badge';

/** A post's state at a glance: Coach, Hand (a member's hand to review, replayed on the lecture page), Answer(ed), Hidden, Locked, Reported, each a coloured dot beside its word. */
export function PostMarks({ post, isAnswer = false }: { post: StaffDiscussionPost; isAnswer?: boolean }) {
  return (
    <Flex gap={12} wrap>
      {post.byStaff && <ToneBadge tone="warning" text={COACH_LABEL} />}
      {post.withHand && <ToneBadge tone="processing" text="Hand" />}
      {isAnswer && <ToneBadge tone="success" text="Answer" />}
      {post.threadId === null &&
        (post.answered ? <ToneBadge tone="success" text="Answered" /> : <ToneBadge tone="default" text="Unanswered" />)}
      {post.hidden && <ToneBadge tone="error" text="Hidden" />}
      {post.locked && <ToneBadge tone="processing" text="Locked" />}
      {post.reportReasons.length > 0 && <ToneBadge tone="error" text={`Reported (${post.reportReasons.length})`} />}
    </Flex>
  );
}
