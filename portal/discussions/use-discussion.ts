import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { DISCUSSION_LEAVE, DISCUSSION_WATCH } from '../../common/discussions';
import { type DiscussionSort, threadsQuery } from '../../providers/discussions-api';
import { withSocket } from '../../providers/socket';

/**
 * A lecture's discussion in the chosen order. The page asks to hear the lecture's changes, which then
 * mark it stale (providers/live-queries.ts), as each connection does.
 */
export function useDiscussion(lectureId: number) {
  const [sort, setSort] = useState<DiscussionSort>('newest');
  const loaded = useQuery(threadsQuery(lectureId, sort));
  useEffect(
    () =>
      withSocket((socket) => {
        // The server tells a lecture's changes only to sockets in its room; a reconnected socket joins again.
        const watch = () => socket.emit(DISCUSSION_WATCH, { lectureId });
        socket.on('connect', watch);
        if (socket.connected) watch();
        return () => {
          socket.off('connect', watch);
          socket.emit(DISCUSSION_LEAVE, { lectureId });
        };
      }),
    [lectureId],
  );
  return { ...loaded, sort, setSort };
}
