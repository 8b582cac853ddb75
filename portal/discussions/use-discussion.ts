import { useEffect, useState } from 'react';
import { DISCUSSION_EVENT, DISCUSSION_LEAVE, DISCUSSION_WATCH } from '../../common/discussions';
import { withSocket } from '../../providers/socket';
import { useLoad } from '../../src/components/use-load';
import { discussionApi, type DiscussionSort } from './discussion-api';

/** A lecture's discussion in the chosen order, read again whenever the server says it changed and on each connection. */
export function useDiscussion(lectureId: number) {
  const [sort, setSort] = useState<DiscussionSort>('newest');
  const loaded = useLoad(() => discussionApi.threads(lectureId, sort), [lectureId, sort]);
  const { reload } = loaded;
  useEffect(() => {
    const onChange = (change: { lectureId?: number }) => {
      if (change?.lectureId === lectureId) void reload();
    };
    return withSocket((socket) => {
      // The server tells a lecture's changes only to sockets in its room; a reconnected socket joins again.
      const watch = () => socket.emit(DISCUSSION_WATCH, { lectureId });
      socket.on(DISCUSSION_EVENT, onChange);
      socket.on('connect', watch);
      if (socket.connected) watch();
      return () => {
        socket.off(DISCUSSION_EVENT, onChange);
        socket.off('connect', watch);
        socket.emit(DISCUSSION_LEAVE, { lectureId });
      };
    }, reload);
  }, [lectureId, reload]);
  return { ...loaded, sort, setSort };
}
