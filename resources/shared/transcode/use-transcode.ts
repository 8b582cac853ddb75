import { useCallback, useEffect, useState } from 'react';
import { toApiError } from '../../../providers/api-error';
import { httpClient } from '../../../providers/http-client';
import { getSocket } from '../../../providers/socket';
import type { TranscodeRecord } from '../../../providers/types';

/**
 * A video's HLS transcode: read once, then kept live by the socket's `transcode` events (sent by
 * every process whichever worker does the work). `restart` queues it again.
 */
export function useTranscode(video: string) {
  const [state, setState] = useState<TranscodeRecord | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let alive = true;
    let videoKey: string | null = null;
    httpClient
      .get<TranscodeRecord>('transcodes', { params: { video }, silent: true })
      .then(({ data }) => {
        if (!alive) return;
        videoKey = data.videoKey;
        setState(data);
      })
      .catch((failure: unknown) => alive && setError(toApiError(failure).message));
    const socket = getSocket();
    const onChange = (next: TranscodeRecord) => {
      if (next.videoKey === videoKey) setState(next);
    };
    socket?.on('transcode', onChange);
    return () => {
      alive = false;
      socket?.off('transcode', onChange);
    };
  }, [video]);

  const restart = useCallback(async () => {
    setBusy(true);
    setError(null);
    try {
      const { data } = await httpClient.post<TranscodeRecord>('transcodes', { video }, { silent: true });
      setState(data);
    } catch (failure) {
      setError(toApiError(failure).message);
    } finally {
      setBusy(false);
    }
  }, [video]);

  return { state, error, busy, restart };
}
