import { DeleteOutlined } from '@ant-design/icons';
import { Button, Flex, Popconfirm, Typography } from 'antd';
import type { StaffDiscussionPost } from '../../providers/types';
import { formatClock } from '../../src/components/video-card';
import { formatDateTime } from '../shared/format';
import { PostMarks } from './post-marks';
import type { useModeration } from './use-moderation';

/** One post on the staff screen: author, marks, text (as text), open reports, and its moderation buttons. */
export function StaffPost({
  post,
  moderation,
  isAnswer = false,
}: {
  post: StaffDiscussionPost;
  moderation: ReturnType<typeof useModeration>;
  isAnswer?: boolean;
}) {
  const { moderate, remove, busy } = moderation;
  const who = `the post by ${post.authorName}`;
  return (
    <article aria-label={`Post by ${post.authorName}`} style={{ paddingBlock: 8 }}>
      <Flex gap={8} align="center" wrap>
        <Typography.Text strong>{post.authorName}</Typography.Text>
        <Typography.Text type="secondary">
          {post.authorEmail} · {formatDateTime(post.createdAt)}
          {post.momentSeconds !== null && ` · at ${formatClock(post.momentSeconds)}`}
        </Typography.Text>
        <PostMarks post={post} isAnswer={isAnswer} />
      </Flex>
      <Typography.Paragraph style={{ whiteSpace: 'pre-line', marginBlock: 4, overflowWrap: 'anywhere' }}>
        {post.body}
      </Typography.Paragraph>
      {post.reportReasons.length > 0 && (
        <ul aria-label={`Reports on ${who}`}>
          {post.reportReasons.map((reason, index) => (
            <li key={index}>
              <Typography.Text type="danger">{reason}</Typography.Text>
            </li>
          ))}
        </ul>
      )}
      <Flex gap={8} wrap>
        <Button size="small" disabled={busy} onClick={() => void moderate(post.id, { hidden: !post.hidden })}>
          {post.hidden ? 'Show' : 'Hide'}
        </Button>
        {post.threadId === null && (
          <Button size="small" disabled={busy} onClick={() => void moderate(post.id, { locked: !post.locked })}>
            {post.locked ? 'Unlock' : 'Lock'}
          </Button>
        )}
        {post.reportReasons.length > 0 && (
          <Button size="small" disabled={busy} onClick={() => void moderate(post.id, { dismissReports: true })}>
            Dismiss reports
          </Button>
        )}
        <Popconfirm
          title={post.threadId === null ? 'Delete this question and its replies?' : 'Delete this reply?'}
          okText="Yes"
          cancelText="No"
          onConfirm={() => remove(post.id)}
        >
          <Button
            size="small"
            danger
            type="text"
            icon={<DeleteOutlined />}
            disabled={busy}
            aria-label={`Delete ${who}`}
          />
        </Popconfirm>
      </Flex>
    </article>
  );
}
