import { useList } from '@refinedev/core';
import { useEffect, useState } from 'react';
import { withSocket } from '../../providers/socket';
import type { SupportRecord } from '../../providers/types';
import { BACKGROUND, inPlaceRead } from '../shared/call-options';

/** How many open requests the bell lists. */
export const BELL_SIZE = 8;

/** The open support requests, newest first: read once, then kept live by the socket's `support-message`. */
export function useSupportRequests() {
  const { result } = useList<SupportRecord>({
    resource: 'customer-support',
    filters: [{ field: 'status', operator: 'eq', value: 'open' }],
    pagination: { currentPage: 1, pageSize: BELL_SIZE },
    meta: BACKGROUND,
    ...inPlaceRead(),
  });
  // Requests heard on the socket since, newest first.
  const [heard, setHeard] = useState<SupportRecord[]>([]);
  const [unseen, setUnseen] = useState(0);

  useEffect(() => {
    const onMessage = (request: SupportRecord) => {
      setHeard((list) => [request, ...list.filter((item) => item.id !== request.id)].slice(0, BELL_SIZE));
      setUnseen((count) => count + 1);
    };
    return withSocket((socket) => {
      socket.on('support-message', onMessage);
      return () => socket.off('support-message', onMessage);
    });
  }, []);

  const heardIds = new Set(heard.map((request) => request.id));
  const requests = [...heard, ...result.data.filter((request) => !heardIds.has(request.id))].slice(0, BELL_SIZE);
  return { requests, unseen, markSeen: () => setUnseen(0) };
}
