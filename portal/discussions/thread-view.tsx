import { Button, Flex, Input, Tag } from 'antd';
import { useState } from 'react';
import { DISCUSSION_TEXT_MAX } from '../../common/discussions';
import { discussionsApi, type DiscussionThread } from '../../providers/discussions-api';
import { type Attempt, PostView } from './post-view';
import { DISCUSSION_UI } from './texts';

/** A question with its replies one level deep, its answer first (the server orders them so). */
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
      <PostView post={thread} attempt={attempt} onSeek={onSeek} extra={replyButton} />
      {thread.locked && <Tag>{DISCUSSION_UI.locked}</Tag>}
      {thread.replies.length > 0 && (
        <ul aria-label={`Replies to ${thread.authorName}`} style={{ paddingInlineStart: 24, marginTop: 8 }}>
          {thread.replies.map((answer) => (
            <li key={answer.id} style={{ listStyle: 'none', paddingBlock: 6 }}>
              <PostView
                post={answer}
                attempt={attempt}
                onSeek={onSeek}
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
