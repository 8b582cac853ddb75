import { useEffect, useState } from 'react';
import { DISCUSSION_EVENT } from '../../common/discussions';
import { getSocket } from '../../providers/socket';
import { useLoad } from '../../src/components/use-load';
import { discussionApi, type DiscussionSort } from './discussion-api';

/** A lecture's discussion in the chosen order, read again whenever the server says it changed. */
export function useDiscussion(lectureId: number) {
  const [sort, setSort] = useState<DiscussionSort>('newest');
  const loaded = useLoad(() => discussionApi.threads(lectureId, sort), [lectureId, sort]);
  const { reload } = loaded;
  useEffect(() => {
    const socket = getSocket();
    const onChange = (change: { lectureId?: number }) => {
      if (change?.lectureId === lectureId) void reload();
    };
    socket?.on(DISCUSSION_EVENT, onChange);
    return () => {
      socket?.off(DISCUSSION_EVENT, onChange);
    };
  }, [lectureId, reload]);
  return { ...loaded, sort, setSort };
}
