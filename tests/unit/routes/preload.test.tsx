import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyNamed } from '../../../src/routes/lazy-named';
import { prefetchable } from '../../../src/routes/prefetchable';

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
});

describe('data asked for ahead of its screen', () => {
  it("hands the early answer to the screen's first load only; later loads ask again", async () => {
    let calls = 0;
    const data = prefetchable(() => Promise.resolve(++calls));
    data.prefetch();
    expect(calls).toBe(1);
    await expect(data.load()).resolves.toBe(1);
    await expect(data.load()).resolves.toBe(2);
    expect(calls).toBe(2);
  });

  it('asks again when the early answer waited too long (a screen opened later shows fresh data)', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const data = prefetchable(() => Promise.resolve(++calls));
    data.prefetch();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    await expect(data.load()).resolves.toBe(2);
  });

  it('reports a failed early answer to the screen that takes it, and nowhere else', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    const data = prefetchable(() => Promise.reject(new Error('offline')));
    data.prefetch();
    await new Promise((resolve) => setTimeout(resolve, 10));
    await expect(data.load()).rejects.toThrow('offline');
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
