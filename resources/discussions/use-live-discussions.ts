import { useInvalidate } from '@refinedev/core';
import { useEffect } from 'react';
import { DISCUSSION_EVENT } from '../../common/discussions';
import { withSocket } from '../../providers/socket';

/** The Discussions screens read again when a post comes, changes, goes or is reported, and on each connection. */
export function useLiveDiscussions(): void {
  const invalidate = useInvalidate();
  useEffect(() => {
    const refresh = () => void invalidate({ resource: 'discussions', invalidates: ['list', 'detail'] });
    return withSocket((socket) => {
      socket.on(DISCUSSION_EVENT, refresh);
      socket.on('discussion-report', refresh);
      return () => {
        socket.off(DISCUSSION_EVENT, refresh);
        socket.off('discussion-report', refresh);
      };
    }, refresh);
  }, [invalidate]);
}
