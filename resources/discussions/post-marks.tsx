import { Flex, Tag } from 'antd';
import { COACH_LABEL } from '../../common/discussions';
import type { StaffDiscussionPost } from '../../providers/types';

/** A post's state at a glance: Coach, Answered, Hidden, Locked, Reported. */
export function PostMarks({ post, isAnswer = false }: { post: StaffDiscussionPost; isAnswer?: boolean }) {
  return (
    <Flex gap={4} wrap>
      {post.byStaff && <Tag color="gold">{COACH_LABEL}</Tag>}
      {isAnswer && <Tag color="green">Answer</Tag>}
      {post.threadId === null && (post.answered ? <Tag color="green">Answered</Tag> : <Tag>Unanswered</Tag>)}
      {post.hidden && <Tag color="red">Hidden</Tag>}
      {post.locked && <Tag color="purple">Locked</Tag>}
      {post.reportReasons.length > 0 && <Tag color="volcano">Reported ({post.reportReasons.length})</Tag>}
    </Flex>
  );
}
