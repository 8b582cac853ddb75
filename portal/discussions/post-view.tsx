import { Button, Flex, Input, Popconfirm, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { COACH_LABEL, DISCUSSION_TEXT_MAX } from '../../common/discussions';
import type { Street } from '../../common/hand-histories';
import { type DiscussionPost, discussionsApi } from '../../providers/discussions-api';
import { ToneBadge } from '../../src/components/status-badge';
import { formatClock } from '../../src/components/video-card';
import { PostText } from './post-text';
import { ReportButton } from './report-button';
import { DISCUSSION_UI } from './texts';

export type Attempt = (action: () => Promise<unknown>) => Promise<boolean>;

export interface PostViewProps {
  post: DiscussionPost;
  attempt: Attempt;
  onSeek(seconds: number): void;
  isAnswer?: boolean;
  /** Extra actions after the post's own (Reply, Mark as answer). */
  extra?: React.ReactNode;
  /** What the post carries, between its text and its actions: a posted hand's replayer. */
  attachment?: React.ReactNode;
  /** Under a posted hand: what a street tag in the text (`#flop`) does. */
  onStreet?(street: Street): void;
}

/** One post: author, Coach and Answer marks, its moment, its text, and what the caller may do with it. */
export function PostView({ post, attempt, onSeek, isAnswer = false, extra, attachment, onStreet }: PostViewProps) {
  const [editing, setEditing] = useState<string | null>(null);
  const editable = post.mine && Date.now() < Date.parse(post.editableUntil);
  const save = async () => {
    if (editing !== null && (await attempt(() => discussionsApi.edit(post.id, editing)))) setEditing(null);
  };
  return (
    <article aria-label={`Post by ${post.authorName}`} style={{ minWidth: 0, flex: 1 }}>
      <Flex gap={8} align="center" wrap>
        <Typography.Text strong>{post.authorName}</Typography.Text>
        {post.byStaff && <ToneBadge tone="warning" text={COACH_LABEL} />}
        {isAnswer && <ToneBadge tone="success" text={DISCUSSION_UI.answer} />}
        <Typography.Text type="secondary">
          {dayjs(post.createdAt).format('D MMM YYYY HH:mm')}
          {post.editedAt && ` · ${DISCUSSION_UI.edited}`}
        </Typography.Text>
        {post.momentSeconds !== null && (
          <Button
            size="small"
            onClick={() => onSeek(post.momentSeconds!)}
            aria-label={`Go to ${formatClock(post.momentSeconds)}`}
          >
            {formatClock(post.momentSeconds)}
          </Button>
        )}
      </Flex>
      {editing === null ? (
        <PostText text={post.body} onStreet={onStreet} />
      ) : (
        <Input.TextArea
          aria-label={`Edit your post`}
          value={editing}
          maxLength={DISCUSSION_TEXT_MAX}
          autoSize={{ minRows: 2, maxRows: 8 }}
          onChange={(event) => setEditing(event.target.value)}
        />
      )}
      {attachment}
      <Flex gap={4} wrap>
        {editing !== null ? (
          <>
            <Button type="link" onClick={() => void save()}>
              {DISCUSSION_UI.save}
            </Button>
            <Button type="link" onClick={() => setEditing(null)}>
              {DISCUSSION_UI.cancel}
            </Button>
          </>
        ) : (
          <>
            {!post.mine && (
              <Button
                type="link"
                aria-pressed={post.votedHelpful}
                onClick={() => void attempt(() => discussionsApi.helpful(post.id, !post.votedHelpful))}
              >
                Helpful ({post.helpful})
              </Button>
            )}
            {post.mine && post.helpful > 0 && (
              <Typography.Text type="secondary" style={{ alignSelf: 'center' }}>
                Helpful ({post.helpful})
              </Typography.Text>
            )}
            {extra}
            {editable && (
              <Button type="link" onClick={() => setEditing(post.body)}>
                {DISCUSSION_UI.edit}
              </Button>
            )}
            {post.mine && (
              <Popconfirm
                title={DISCUSSION_UI.deleteConfirm}
                okText="Yes"
                cancelText="No"
                onConfirm={() => attempt(() => discussionsApi.remove(post.id))}
              >
                <Button type="link" danger>
                  {DISCUSSION_UI.delete}
                </Button>
              </Popconfirm>
            )}
            {!post.mine && <ReportButton postId={post.id} attempt={attempt} />}
          </>
        )}
      </Flex>
    </article>
  );
}
