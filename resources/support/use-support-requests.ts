import { useList } from '@refinedev/core';
import { useEffect, useRef, useState } from 'react';
import { withSocket } from '../../providers/socket';
import type { SupportRecord } from '../../providers/types';
import { BACKGROUND, inPlaceRead } from '../shared/call-options';

/** How many open requests the bell lists. */
export const BELL_SIZE = 8;

/**
 * The open support requests, newest first: read once, then kept live by the socket's
 * `support-message`; read again on each connection, where what the read finds beyond what the bell
 * showed counts as new too (sent while the socket was not yet, or no longer, connected).
 */
export function useSupportRequests() {
  const { result, query } = useList<SupportRecord>({
    resource: 'customer-support',
    filters: [{ field: 'status', operator: 'eq', value: 'open' }],
    pagination: { currentPage: 1, pageSize: BELL_SIZE },
    meta: BACKGROUND,
    ...inPlaceRead(),
  });
  // Requests heard on the socket since, newest first.
  const [heard, setHeard] = useState<SupportRecord[]>([]);
  const [unseen, setUnseen] = useState<ReadonlySet<number>>(new Set());

  const heardIds = new Set(heard.map((request) => request.id));
  const requests = [...heard, ...result.data.filter((request) => !heardIds.has(request.id))].slice(0, BELL_SIZE);
  // What the bell shows once its first read has answered: a catch-up's read is compared with it.
  const shown = useRef<ReadonlySet<number> | null>(null);
  useEffect(() => {
    shown.current = query.isSuccess ? new Set(requests.map((request) => request.id)) : null;
  });
  const { refetch } = query;

  useEffect(() => {
    const markUnseen = (ids: number[]) => setUnseen((set) => new Set([...set, ...ids]));
    const onMessage = (request: SupportRecord) => {
      setHeard((list) => [request, ...list.filter((item) => item.id !== request.id)].slice(0, BELL_SIZE));
      markUnseen([request.id]);
    };
    const catchUp = async () => {
      const before = shown.current;
      const { data } = await refetch();
      if (before && data) markUnseen(data.data.filter((request) => !before.has(request.id)).map(({ id }) => id));
    };
    return withSocket(
      (socket) => {
        socket.on('support-message', onMessage);
        return () => socket.off('support-message', onMessage);
      },
      () => void catchUp(),
    );
  }, [refetch]);

  return { requests, unseen: unseen.size, markSeen: () => setUnseen(new Set()) };
}
