import { Alert, Button, Flex, Progress, Typography } from 'antd';
import { useTranscode } from './use-transcode';

export const TRANSCODE_LABELS = {
  none: 'Not transcoded: members get the uploaded MP4',
  queued: 'Waiting for a worker to transcode to HLS…',
  running: 'Transcoding to HLS',
  done: 'HLS ready',
  failed: 'Transcoding failed',
  start: 'Transcode to HLS',
  again: 'Transcode again',
  retry: 'Retry',
} as const;

/** A video this server stores (and so can transcode), not an outside URL: an MP4 under /media/. */
function isStoredVideo(video: string): boolean {
  const url = new URL(video, window.location.origin);
  return url.origin === window.location.origin && /^\/media\/.+\.mp4$/i.test(url.pathname);
}

/** Where a stored video's HLS ladder stands, live, with the button that (re)starts it. */
export function TranscodeStatus({ video }: { video: string }) {
  return isStoredVideo(video) ? <StoredVideoTranscode video={video} /> : null;
}

function StoredVideoTranscode({ video }: { video: string }) {
  const { state, error, busy, restart } = useTranscode(video);
  if (!state && !error) return null;
  const status = state?.status ?? 'none';
  const action =
    status === 'failed' ? TRANSCODE_LABELS.retry : status === 'done' ? TRANSCODE_LABELS.again : TRANSCODE_LABELS.start;
  return (
    <section aria-label="HLS transcode" aria-live="polite" style={{ maxWidth: 720 }}>
      <Flex vertical gap={8}>
        {status === 'running' ? (
          <div>
            <Typography.Text id="transcode-progress-label">{TRANSCODE_LABELS.running}</Typography.Text>
            <Progress percent={Math.round((state?.progress ?? 0) * 100)} aria-labelledby="transcode-progress-label" />
          </div>
        ) : status === 'failed' ? (
          <Alert type="error" showIcon message={TRANSCODE_LABELS.failed} description={state?.error ?? undefined} />
        ) : (
          <Typography.Text>
            {TRANSCODE_LABELS[status]}
            {status === 'done' && state && `: ${state.rungs.map((height) => `${height}p`).join(' · ')}`}
          </Typography.Text>
        )}
        {error && <Alert type="error" role="alert" showIcon message={error} />}
        {(status === 'none' || status === 'done' || status === 'failed') && (
          <Button onClick={() => void restart()} loading={busy} style={{ alignSelf: 'flex-start' }}>
            {action}
          </Button>
        )}
      </Flex>
    </section>
  );
}
