import { Button, Flex, Input, Tag, Typography } from 'antd';
import { useState } from 'react';
import { DISCUSSION_TEXT_MAX } from '../../common/discussions';
import type { Street } from '../../common/hand-histories';
import { discussionsApi, type DiscussionThread } from '../../providers/discussions-api';
import { HandReplayer, type StreetJump } from '../hand-histories/hand-replayer';
import { type Attempt, PostView } from './post-view';
import { DISCUSSION_UI } from './texts';

/**
 * A question with its replies one level deep, its answer first (the server orders them so); a question
 * with a hand shows it in the replayer, which street tags in the thread (`#turn`) move.
 */
export function ThreadView({
  thread,
  attempt,
  onSeek,
}: {
  thread: DiscussionThread;
  attempt: Attempt;
  onSeek(seconds: number): void;
}) {
  const [reply, setReply] = useState<string | null>(null);
  const [jump, setJump] = useState<StreetJump | null>(null);
  const onStreet = thread.hand
    ? (street: Street) => setJump((previous) => ({ street, at: (previous?.at ?? 0) + 1 }))
    : undefined;
  const send = async () => {
    if (reply !== null && (await attempt(() => discussionsApi.reply(thread.id, reply)))) setReply(null);
  };
  const replyButton = !thread.locked && (
    <Button type="link" onClick={() => setReply('')}>
      {DISCUSSION_UI.reply}
    </Button>
  );
  return (
    <li style={{ listStyle: 'none', paddingBlock: 12, borderBottom: '1px solid var(--ant-color-split, #f0f0f0)' }}>
      <PostView
        post={thread}
        attempt={attempt}
        onSeek={onSeek}
        extra={replyButton}
        onStreet={onStreet}
        attachment={
          thread.hand && <HandReplayer hand={thread.hand} title={DISCUSSION_UI.handBy(thread.authorName)} jump={jump} />
        }
      />
      {thread.locked && <Tag>{DISCUSSION_UI.locked}</Tag>}
      {thread.replies.length > 0 && (
        <ul aria-label={`Replies to ${thread.authorName}`} style={{ paddingInlineStart: 24, marginTop: 8 }}>
          {thread.replies.map((answer) => (
            <li key={answer.id} style={{ listStyle: 'none', paddingBlock: 6 }}>
              <PostView
                post={answer}
                attempt={attempt}
                onSeek={onSeek}
                onStreet={onStreet}
                isAnswer={answer.id === thread.answerId}
                extra={
                  thread.mine &&
                  answer.id !== thread.answerId && (
                    <Button
                      type="link"
                      onClick={() => void attempt(() => discussionsApi.markAnswer(thread.id, answer.id))}
                    >
                      {DISCUSSION_UI.markAnswer}
                    </Button>
                  )
                }
              />
            </li>
          ))}
        </ul>
      )}
      {reply !== null && (
        <Flex vertical gap={8} style={{ paddingInlineStart: 24 }}>
          <Input.TextArea
            aria-label={DISCUSSION_UI.replyLabel}
            value={reply}
            maxLength={DISCUSSION_TEXT_MAX}
            autoSize={{ minRows: 2, maxRows: 8 }}
            onChange={(event) => setReply(event.target.value)}
          />
          {thread.hand && <Typography.Text type="secondary">{DISCUSSION_UI.streetHint}</Typography.Text>}
          <Flex gap={8}>
            <Button type="primary" onClick={() => void send()}>
              {DISCUSSION_UI.sendReply}
            </Button>
            <Button onClick={() => setReply(null)}>{DISCUSSION_UI.cancel}</Button>
          </Flex>
        </Flex>
      )}
    </li>
  );
}
