import { useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { quietGet, quietly } from '../../../providers/api-calls';
import { favouritesKeys, favouritesQuery } from '../../../providers/favourites-api';
import { keepQueriesLive } from '../../../providers/live-queries';
import { notificationsQuery } from '../../../providers/notifications-api';
import { useFavourite } from '../../../src/components/video-card/use-favourite';
import { createQueryClient } from '../../../src/routes/query-client';
import { withQueries } from '../helpers/queries';
import { replaceInModule } from '../helpers/replace-in-module';

replaceInModule(await import('../../../providers/api-calls'), { quietGet: vi.fn(), quietly: { post: vi.fn() } });
replaceInModule(await import('../../../providers/notification-provider'), {
  notify: { success: vi.fn(), error: vi.fn() },
});

/** The session's socket as the server drives it: events it sends, and each (re)connection. */
const socket = (() => {
  const listeners = new Map<string, (payload?: unknown) => void>();
  let catchUp: (() => void) | undefined;
  return {
    on: (event: string, listener: (payload?: unknown) => void) => listeners.set(event, listener),
    off: (event: string) => listeners.delete(event),
    attach(attach: (socket: object) => void | (() => void), onConnect?: () => void) {
      catchUp = onConnect;
      const detach = attach(this);
      return () => detach?.();
    },
    send: (event: string, payload?: unknown) => listeners.get(event)?.(payload),
    connect: () => catchUp?.(),
  };
})();
replaceInModule(await import('../../../providers/socket'), {
  withSocket: (attach: (socket: object) => void | (() => void), catchUp?: () => void) => socket.attach(attach, catchUp),
});

afterEach(() => vi.clearAllMocks());

const reads = (url: string) => vi.mocked(quietGet).mock.calls.filter(([asked]) => asked === url).length;

function onOneCache() {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => withQueries(children, queryClient);
  return { queryClient, wrapper };
}

describe('a write', () => {
  it('has the saved videos read again once a heart is flipped', async () => {
    vi.mocked(quietGet).mockResolvedValue({ favoriteLectures: [] });
    vi.mocked(quietly.post).mockResolvedValue({ isFavourite: true, message: 'Added' });
    const { wrapper } = onOneCache();
    const saved = renderHook(() => useQuery(favouritesQuery()), { wrapper });
    await waitFor(() => expect(saved.result.current.isSuccess).toBe(true));
    expect(reads('user/get-favorites')).toBe(1);

    const heart = renderHook(() => useFavourite(7, false), { wrapper });
    await act(() => heart.result.current.toggle());
    expect(quietly.post).toHaveBeenCalledWith('user/create-favorite', { lectureId: 7 });
    await waitFor(() => expect(reads('user/get-favorites')).toBe(2));
  });
});

describe('a live event', () => {
  it("has the bell's notifications read again when one is sent, and on each connection", async () => {
    vi.mocked(quietGet).mockResolvedValue([]);
    const { queryClient, wrapper } = onOneCache();
    const bell = renderHook(() => useQuery(notificationsQuery()), { wrapper });
    await waitFor(() => expect(bell.result.current.isSuccess).toBe(true));
    const stop = keepQueriesLive(queryClient);

    act(() => socket.send('notification', { title: 'New lecture' }));
    await waitFor(() => expect(reads('notifications')).toBe(2));
    act(() => socket.connect());
    await waitFor(() => expect(reads('notifications')).toBe(3));
    stop();
  });

  it('marks the lists a saved position changes stale without reading them under the player', async () => {
    vi.mocked(quietGet).mockResolvedValue({ favoriteLectures: [] });
    const { queryClient, wrapper } = onOneCache();
    const saved = renderHook(() => useQuery(favouritesQuery()), { wrapper });
    await waitFor(() => expect(saved.result.current.isSuccess).toBe(true));
    const stop = keepQueriesLive(queryClient);

    act(() => socket.send('progress-saved', { videoId: 7, progressPercentage: 40 }));
    await waitFor(() => expect(queryClient.getQueryState(favouritesKeys.all)?.isInvalidated).toBe(true));
    expect(reads('user/get-favorites')).toBe(1);
    stop();
  });
});
