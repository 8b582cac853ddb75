import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { formatChapterTime } from '../../common/chapters';
import { MAX_LIVE_MARKER_TITLE } from '../../common/limits';
import { addLiveMarker, LIVE_POLL_MS, liveMarkersQuery } from '../../providers/live-api';
import { notify } from '../../providers/notification-provider';
import { useStreamAction } from './use-stream-action';

/**
 * The coach's chapter markers on the Stream card: while the class is live, a title added marks this
 * moment (a new hand, a new topic); each is listed at its time into the class, and they become the
 * replay's chapters.
 */
export function StreamMarkers({ id, live }: { id: number; live: boolean }) {
  // Read again while live, as the figures are: another staff user may add one.
  const markers = useQuery({ ...liveMarkersQuery(id), refetchInterval: live ? LIVE_POLL_MS : false });
  const action = useStreamAction(id);
  const [title, setTitle] = useState('');
  const add = async () => {
    if (!title.trim()) return;
    const answer = await action.run(() => addLiveMarker(id, title));
    if (!answer) return;
    notify.success(answer.message);
    setTitle('');
  };
  const list = markers.data ?? [];
  return (
    <Flex vertical gap={8}>
      <Typography.Text strong>Chapter markers</Typography.Text>
      {live && (
        <Space.Compact style={{ maxWidth: 480 }}>
          <Input
            aria-label="Marker title"
            placeholder="What starts now, e.g. River spots"
            maxLength={MAX_LIVE_MARKER_TITLE}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            onPressEnter={() => void add()}
          />
          <Button loading={action.busy} disabled={!title.trim()} onClick={() => void add()}>
            Add marker
          </Button>
        </Space.Compact>
      )}
      {list.length > 0 ? (
        <ol style={{ margin: 0, paddingInlineStart: 20 }}>
          {list.map((marker) => (
            <li key={marker.id}>
              <Typography.Text code>{formatChapterTime(marker.offsetSeconds)}</Typography.Text> {marker.title}
            </li>
          ))}
        </ol>
      ) : (
        <Typography.Text type="secondary">
          No markers yet: while the class is live, add one as each topic starts; they become the replay’s chapters.
        </Typography.Text>
      )}
    </Flex>
  );
}
