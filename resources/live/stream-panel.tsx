import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Flex, Modal, Popconfirm, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { endLiveClass, LIVE_POLL_MS, liveClassQuery, liveStreamQuery, makeStreamKey } from '../../providers/live-api';
import { notify } from '../../providers/notification-provider';
import type { StreamKeyAnswer } from '../../providers/types';
import { StreamMarkers } from './stream-markers';
import { useStreamAction } from './use-stream-action';

/**
 * The class's stream on its edit screen: the key (the first one as the class is created, or made or
 * rotated here, each shown once), the publisher,
 * ingest bitrate and members watching now, the End class button, the coach's chapter markers, and the
 * replay once it is made.
 */
/** A key as the Stream key dialog shows it, with the server to paste beside it. */
export type ShownKey = Pick<StreamKeyAnswer, 'streamKey' | 'ingestUrl'>;

/** How the create screen hands the edit screen it opens a new class's first key (router state), to show once. */
interface FirstKeyState {
  firstKey?: ShownKey;
}

export const firstKeyState = (key: ShownKey): FirstKeyState => ({ firstKey: key });

export function StreamPanel({ id }: { id: number }) {
  const stream = useQuery({ ...liveStreamQuery(id), refetchInterval: LIVE_POLL_MS });
  // Read again as the figures are: the class goes live when the coach starts, and only then can it end.
  const record = useQuery({ ...liveClassQuery(id), refetchInterval: LIVE_POLL_MS });
  const action = useStreamAction(id);
  const firstKey = useFirstKey();
  const [shown, setShown] = useState<ShownKey | null>(firstKey);
  const figures = stream.data;
  if (!figures || !record.data) return null;
  const live = record.data;
  const newKey = async () => {
    const answer = await action.run(() => makeStreamKey(id));
    if (answer) setShown(answer);
  };
  const end = async () => {
    const answer = await action.run(() => endLiveClass(id));
    if (answer) notify.success(answer.message);
  };
  return (
    <Card title="Stream" style={{ marginTop: 16 }}>
      <Flex vertical gap={12}>
        <Descriptions column={1} size="small">
          <Descriptions.Item label="Server">
            {figures.ingestUrl ?? 'RTMP ingest is off (RTMP_PORT=0)'}
          </Descriptions.Item>
          <Descriptions.Item label="Publisher">{figures.publishing ? 'Sending' : 'None'}</Descriptions.Item>
          <Descriptions.Item label="Viewers now">{figures.viewers}</Descriptions.Item>
          <Descriptions.Item label="Ingest bitrate">
            {figures.bitrateKbps === null ? '—' : `${figures.bitrateKbps} kbit/s`}
          </Descriptions.Item>
          <Descriptions.Item label="Dropped frames">{figures.droppedFrames ?? '—'}</Descriptions.Item>
        </Descriptions>
        <Flex gap={8} wrap>
          {figures.hasStreamKey ? (
            <Popconfirm
              title="Rotate the stream key?"
              description="The old key stops working at once."
              okText="Rotate"
              cancelText="No"
              onConfirm={() => void newKey()}
            >
              <Button loading={action.busy}>Rotate key</Button>
            </Popconfirm>
          ) : (
            <Button loading={action.busy} onClick={() => void newKey()}>
              Show stream key
            </Button>
          )}
          {live.status === 'live' && (
            <Popconfirm
              title={`End ${live.title}?`}
              description="The stream stops and its recording becomes a draft lecture."
              okText="End class"
              cancelText="No"
              onConfirm={() => void end()}
            >
              <Button danger loading={action.busy}>
                End class
              </Button>
            </Popconfirm>
          )}
        </Flex>
        <StreamMarkers id={id} live={live.status === 'live'} />
        {figures.replayLectureId !== null && (
          <Alert
            type="info"
            showIcon
            message={
              <>
                The replay is a lecture:{' '}
                <Link to={`/edit-lecture/${figures.replayLectureId}`}>open it to publish it</Link>.
              </>
            }
          />
        )}
      </Flex>
      <Modal open={shown !== null} title="Stream key" onCancel={() => setShown(null)} onOk={() => setShown(null)}>
        <Typography.Paragraph>Shown this once: paste it in OBS (Settings → Stream → Custom).</Typography.Paragraph>
        {shown?.ingestUrl && (
          <Typography.Paragraph>
            Server: <Typography.Text copyable>{shown.ingestUrl}</Typography.Text>
          </Typography.Paragraph>
        )}
        <Typography.Paragraph>
          Stream key:{' '}
          <Typography.Text copyable code>
            {shown?.streamKey}
          </Typography.Text>
        </Typography.Paragraph>
      </Modal>
    </Card>
  );
}

/**
 * The first key the create screen handed over, if any. Shown once: it leaves the history entry it came
 * in, so Back or a reload does not show it again.
 */
function useFirstKey(): ShownKey | null {
  const navigate = useNavigate();
  const { pathname, state } = useLocation();
  const firstKey = (state as FirstKeyState | null)?.firstKey ?? null;
  useEffect(() => {
    if (firstKey) void navigate(pathname, { replace: true, state: null });
  }, [firstKey, navigate, pathname]);
  return firstKey;
}
