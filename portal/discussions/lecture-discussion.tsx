import { FileTextOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Checkbox, Flex, Input, Segmented, Typography } from 'antd';
import { type RefObject, useState } from 'react';
import { DISCUSSION_TEXT_MAX } from '../../common/discussions';
import { discussionsApi, discussionsKeys, type DiscussionSort } from '../../providers/discussions-api';
import { formatClock } from '../../src/components/video-card';
import { useAttempt } from '../shared/use-attempt';
import { type PostedHand, PostedHandField } from './posted-hand-field';
import { DISCUSSION_UI } from './texts';
import { ThreadView } from './thread-view';
import { useDiscussion } from './use-discussion';

export interface LectureDiscussionProps {
  lectureId: number;
  /** The lecture's player: a new question may be tied to its moment, and time links seek it. */
  videoRef: RefObject<HTMLVideoElement | null>;
}

/**
 * Under the lecture: questions and comments, newest or most helpful first, with their replies; a
 * question may carry a hand for review.
 */
export function LectureDiscussion({ lectureId, videoRef }: LectureDiscussionProps) {
  const currentTime = () => videoRef.current?.currentTime ?? 0;
  const onSeek = (seconds: number) => {
    if (videoRef.current) videoRef.current.currentTime = seconds;
  };
  const { data: threads = [], error, sort, setSort } = useDiscussion(lectureId);
  const [draft, setDraft] = useState('');
  const [atMoment, setAtMoment] = useState(false);
  const [hand, setHand] = useState<PostedHand | null>(null);
  const { failure, attempt } = useAttempt([discussionsKeys.of(lectureId)]);
  const ask = async () => {
    const momentSeconds = atMoment ? Math.floor(currentTime()) : null;
    if (await attempt(() => discussionsApi.ask(lectureId, { body: draft, momentSeconds, hand: hand ?? undefined }))) {
      setDraft('');
      setAtMoment(false);
      setHand(null);
    }
  };

  return (
    <Card
      title={
        <Typography.Title level={2} id="discussion-title" style={{ fontSize: 18, margin: 0 }}>
          {DISCUSSION_UI.title}
        </Typography.Title>
      }
      extra={
        <Segmented<DiscussionSort>
          aria-label="Order"
          value={sort}
          onChange={setSort}
          options={[
            { label: DISCUSSION_UI.newest, value: 'newest' },
            { label: DISCUSSION_UI.helpful, value: 'helpful' },
          ]}
        />
      }
      id="lecture-discussion"
      style={{ marginTop: 16 }}
    >
      <Flex vertical gap={8} style={{ marginBottom: 12 }}>
        <Input.TextArea
          aria-label={DISCUSSION_UI.askLabel}
          placeholder={DISCUSSION_UI.askPlaceholder}
          value={draft}
          maxLength={DISCUSSION_TEXT_MAX}
          autoSize={{ minRows: 2, maxRows: 8 }}
          onChange={(event) => setDraft(event.target.value)}
        />
        {hand && <PostedHandField hand={hand} onChange={setHand} />}
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Checkbox checked={atMoment} onChange={(event) => setAtMoment(event.target.checked)}>
            {DISCUSSION_UI.atMoment(formatClock(currentTime()))}
          </Checkbox>
          <Button
            icon={<FileTextOutlined />}
            aria-expanded={hand !== null}
            onClick={() => setHand(hand ? null : { text: '', keepNames: false })}
          >
            {hand ? DISCUSSION_UI.removeHand : DISCUSSION_UI.addHand}
          </Button>
          <Button type="primary" onClick={() => void ask()}>
            {DISCUSSION_UI.post}
          </Button>
        </Flex>
        <Typography.Text type="secondary">{DISCUSSION_UI.editHint}</Typography.Text>
      </Flex>
      {(failure ?? error) && (
        <Alert type="error" showIcon role="alert" message={(failure ?? error)!.message} style={{ marginBottom: 12 }} />
      )}
      {threads.length === 0 ? (
        <Typography.Text type="secondary">{DISCUSSION_UI.none}</Typography.Text>
      ) : (
        <ul aria-labelledby="discussion-title" style={{ padding: 0, margin: 0 }}>
          {threads.map((thread) => (
            <ThreadView key={thread.id} thread={thread} attempt={attempt} onSeek={onSeek} />
          ))}
        </ul>
      )}
    </Card>
  );
}
