import { useQuery } from '@tanstack/react-query';
import { act, cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import { type ReactNode, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memberQuery } from '../../../providers/member-query';
import { lazyNamed } from '../../../src/routes/lazy-named';
import { createQueryClient } from '../../../src/routes/query-client';
import { withQueries } from '../helpers/queries';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('a screen loaded ahead (the first render finds its pieces)', () => {
  const screenModule = () => Promise.resolve({ Screen: () => <p>the screen</p> });

  it('renders at once, without its fallback, once preloaded', async () => {
    const Screen = lazyNamed(screenModule, 'Screen');
    await Screen.preload();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Screen />
      </Suspense>,
    );
    // No await: the very first commit already holds the screen.
    expect(screen.getByText('the screen')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('still loads on demand, behind its fallback, when nobody preloaded it', async () => {
    const Screen = lazyNamed(screenModule, 'Screen');
    render(
      <Suspense fallback={<p>loading</p>}>
        <Screen />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('the screen')).toBeTruthy();
  });

  it('waits behind its fallback, failing nothing, when the import answers nothing (the page reloads for a newer build)', async () => {
    const Screen = lazyNamed(() => Promise.resolve(undefined as unknown as Record<string, never>), 'Screen');
    const preloaded = vi.fn();
    Screen.preload().then(preloaded, preloaded);
    render(
      <Suspense fallback={<p>loading</p>}>
        <Screen />
      </Suspense>,
    );
    // A turn of the event loop: every promise callback due has run.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(preloaded).not.toHaveBeenCalled();
    expect(screen.getByText('loading')).toBeTruthy();
  });
});

describe('data asked for ahead of its screen', () => {
  /** A screen's read and the same read started as the app boots (a route's `prefetch`), on one cache. */
  function screenData<T>(load: () => Promise<T>) {
    const queryClient = createQueryClient();
    const query = memberQuery(['early-screen'], load);
    const wrapper = ({ children }: { children: ReactNode }) => withQueries(children, queryClient);
    return {
      prefetch: () => queryClient.prefetchQuery(query),
      open: () => renderHook(() => useQuery(query), { wrapper }),
    };
  }

  it("hands the early answer to the screen's first load only; later loads ask again", async () => {
    let calls = 0;
    const data = screenData(() => Promise.resolve(++calls));
    void data.prefetch();
    expect(calls).toBe(1);
    const { result } = data.open();
    await waitFor(() => expect(result.current.data).toBe(1));
    await act(() => result.current.refetch());
    await waitFor(() => expect(result.current.data).toBe(2));
    expect(calls).toBe(2);
  });

  it('asks again when the early answer waited too long (a screen opened later shows fresh data)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    let calls = 0;
    const data = screenData(() => Promise.resolve(++calls));
    await data.prefetch();
    vi.setSystemTime(Date.now() + 60_000);
    const { result } = data.open();
    await waitFor(() => expect(result.current.data).toBe(2));
  });

  it('reports a failed early answer to the screen that takes it, and nowhere else', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    const data = screenData(() => Promise.reject(new Error('offline')));
    await data.prefetch();
    await new Promise((resolve) => setTimeout(resolve, 10));
    const { result } = data.open();
    await waitFor(() => expect(result.current.error?.message).toBe('offline'));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
