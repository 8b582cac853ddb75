import { useCustom, useCustomMutation } from '@refinedev/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { withSocket } from '../../../providers/socket';
import type { TranscodeRecord } from '../../../providers/types';
import { BACKGROUND, IN_PLACE_ERRORS, inPlaceRead } from '../call-options';

/**
 * A video's HLS transcode: read once, then kept live by the socket's `transcode` events (sent by
 * every process whichever worker does the work). `restart` queues it again.
 */
export function useTranscode(video: string) {
  const { query } = useCustom<TranscodeRecord>({
    url: 'transcodes',
    method: 'get',
    config: { query: { video } },
    meta: BACKGROUND,
    ...inPlaceRead(),
  });
  const { mutateAsync, mutation } = useCustomMutation<TranscodeRecord>();
  // What the socket or a restart said since the read (for this video): newer than the read.
  const [latest, setLatest] = useState<{ video: string; record: TranscodeRecord } | null>(null);
  // Counts what was heard, so a catch-up read knows whether anything newer arrived while it was out.
  const heard = useRef(0);
  const hear = useCallback(
    (record: TranscodeRecord) => {
      heard.current += 1;
      setLatest({ video, record });
    },
    [video],
  );
  const read = query.data?.data;
  const videoKey = read?.videoKey;
  const { refetch } = query;

  useEffect(() => {
    if (!videoKey) return;
    const onChange = (next: TranscodeRecord) => {
      if (next.videoKey === videoKey) hear(next);
    };
    // After a reconnect the read is newer than what was heard before it, unless more came meanwhile.
    const catchUp = async () => {
      const before = heard.current;
      await refetch();
      if (heard.current === before) setLatest(null);
    };
    return withSocket(
      (socket) => {
        socket.on('transcode', onChange);
        return () => socket.off('transcode', onChange);
      },
      () => void catchUp(),
    );
  }, [videoKey, refetch, hear]);

  const restart = async () => {
    const { data } = await mutateAsync({
      url: 'transcodes',
      method: 'post',
      values: { video },
      meta: BACKGROUND,
      ...IN_PLACE_ERRORS,
    });
    hear(data);
  };

  // After a restart, its own error is the one that counts.
  const failure = mutation.isIdle ? query.error : mutation.error;
  return {
    state: (latest?.video === video ? latest.record : read) ?? null,
    error: failure?.message ?? null,
    busy: mutation.isPending,
    restart: () => restart().catch(() => undefined),
  };
}
