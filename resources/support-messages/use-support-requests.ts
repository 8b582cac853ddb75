import { useEffect, useState } from 'react';
import { httpClient } from '../../providers/http-client';
import { getSocket } from '../../providers/socket';
import type { SupportRecord } from '../../providers/types';

/** How many open requests the bell lists. */
export const BELL_SIZE = 8;

/** The open support requests, newest first: read once, then kept live by the socket's `support-message`. */
export function useSupportRequests() {
  const [requests, setRequests] = useState<SupportRecord[]>([]);
  const [unseen, setUnseen] = useState(0);

  useEffect(() => {
    let alive = true;
    httpClient
      .get<SupportRecord[]>('customer-support', {
        params: { status: 'open', _start: 0, _end: BELL_SIZE },
        silent: true,
      })
      .then(({ data }) => alive && setRequests(data))
      .catch(() => undefined);
    const socket = getSocket();
    const onMessage = (request: SupportRecord) => {
      setRequests((list) => [request, ...list.filter((item) => item.id !== request.id)].slice(0, BELL_SIZE));
      setUnseen((count) => count + 1);
    };
    socket?.on('support-message', onMessage);
    return () => {
      alive = false;
      socket?.off('support-message', onMessage);
    };
  }, []);

  return { requests, unseen, markSeen: () => setUnseen(0) };
}
