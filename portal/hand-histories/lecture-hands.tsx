import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, List, Typography } from 'antd';
import { useState } from 'react';
import { handHistoriesQuery } from '../../providers/hand-histories-api';
import type { HandHistoryRecord } from '../../providers/types';
import { formatClock } from '../../src/components/video-card';
import { HandReplayer } from './hand-replayer';
import { useOfferedHand } from './use-offered-hand';

const NO_HANDS: HandHistoryRecord[] = [];

/** The lecture's hand histories beside the video: a list to open, the hand the video reaches offered, and the replayer. */
export function LectureHands({ lectureId, video }: { lectureId: number; video: HTMLVideoElement | null }) {
  const { data: hands = NO_HANDS } = useQuery(handHistoriesQuery(lectureId));
  const [open, setOpen] = useState<HandHistoryRecord | null>(null);
  const offered = useOfferedHand(hands, video);
  if (hands.length === 0) return null;

  const showInVideo = (seconds: number) => {
    if (!video) return;
    video.currentTime = seconds;
    video.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  };

  return (
    <Card
      title={
        <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
          Hands in this lecture
        </Typography.Title>
      }
      style={{ marginTop: 16 }}
    >
      {offered && offered.id !== open?.id && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          message={`The coach is on a hand: ${offered.title}`}
          action={
            <Button size="small" type="primary" onClick={() => setOpen(offered)}>
              Replay hand
            </Button>
          }
        />
      )}
      {open && (
        <HandReplayer
          key={open.id}
          hand={open.hand}
          title={open.title}
          onShowInVideo={() => showInVideo(open.momentSeconds)}
        />
      )}
      <List
        dataSource={hands}
        renderItem={(hand) => (
          <List.Item
            actions={[
              <Button
                key="open"
                type={hand.id === open?.id ? 'default' : 'link'}
                onClick={() => setOpen(hand)}
                aria-label={`Open hand ${hand.title}`}
              >
                Open
              </Button>,
            ]}
          >
            <Typography.Text>
              <Typography.Link
                onClick={() => showInVideo(hand.momentSeconds)}
                aria-label={`Play from ${formatClock(hand.momentSeconds)}`}
              >
                {formatClock(hand.momentSeconds)}
              </Typography.Link>{' '}
              {hand.title}{' '}
              <Typography.Text type="secondary">
                ({hand.hand.site} {hand.hand.game}
                {hand.hand.tournament ? ' tournament' : ''})
              </Typography.Text>
            </Typography.Text>
          </List.Item>
        )}
      />
    </Card>
  );
}
