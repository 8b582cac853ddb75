import { useOne } from '@refinedev/core';
import { Alert, Button, Divider, Flex, Input, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { DISCUSSION_TEXT_MAX } from '../../common/discussions';
import type { StaffDiscussionRecord } from '../../providers/types';
import { inPlaceRead } from '../shared/call-options';
import { StaffPage } from '../shared/staff-page';
import { useResourceLinks } from '../shared/use-resource-links';
import { StaffPost } from './staff-post';
import { useLiveDiscussions } from './use-live-discussions';
import { useModeration } from './use-moderation';

/** One question with its replies: answer it as the coach, hide, lock, dismiss reports or delete. */
export function DiscussionShow() {
  const id = Number(useParams().id);
  const links = useResourceLinks('discussions');
  const navigate = useNavigate();
  useLiveDiscussions();
  const { result: thread, query } = useOne<StaffDiscussionRecord>({ resource: 'discussions', id, ...inPlaceRead() });
  const moderation = useModeration(id);
  const [answer, setAnswer] = useState('');
  const send = async () => {
    if (await moderation.answer(answer)) setAnswer('');
  };
  const remove = async (postId: number) => {
    const removed = await moderation.remove(postId);
    if (removed && postId === id) navigate(links.list);
    return removed;
  };

  return (
    <StaffPage title={thread ? `Discussion on ${thread.lectureName}` : 'Discussion'} backTo={links.list}>
      {query.error && <Alert type="error" showIcon role="alert" message={query.error.message} />}
      {moderation.error && <Alert type="error" showIcon role="alert" message={moderation.error} />}
      {!thread && !query.error && <Spin />}
      {thread && (
        <>
          <StaffPost post={thread} moderation={{ ...moderation, remove }} />
          <Divider orientation="left">Replies ({thread.replies.length})</Divider>
          {thread.replies.map((reply) => (
            <StaffPost
              key={reply.id}
              post={reply}
              moderation={{ ...moderation, remove }}
              isAnswer={reply.id === thread.answerId}
            />
          ))}
          {thread.threadId === null && (
            <Flex vertical gap={8} style={{ marginTop: 16 }}>
              <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
                Answer as the coach
              </Typography.Title>
              <Input.TextArea
                aria-label="Your answer"
                value={answer}
                maxLength={DISCUSSION_TEXT_MAX}
                autoSize={{ minRows: 3, maxRows: 10 }}
                onChange={(event) => setAnswer(event.target.value)}
              />
              <Button
                type="primary"
                disabled={moderation.busy}
                onClick={() => void send()}
                style={{ alignSelf: 'start' }}
              >
                Send answer
              </Button>
            </Flex>
          )}
        </>
      )}
    </StaffPage>
  );
}
