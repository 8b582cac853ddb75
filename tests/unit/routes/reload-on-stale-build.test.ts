import { beforeEach, expect, it, vi } from 'vitest';
import { RELOAD_GUARD_MS, RELOADED_AT_KEY, reloadForStaleBuild } from '../../../src/routes/reload-on-stale-build';

let clock: number;
const reload = vi.fn();
const deps = () => ({ storage: sessionStorage, reload, now: () => clock });
const chunkGone = () => new Event('vite:preloadError', { cancelable: true });

beforeEach(() => {
  sessionStorage.clear();
  reload.mockClear();
  clock = 1_000_000;
});

it('reloads the page once when a lazy chunk has gone, and keeps Vite from throwing', () => {
  const event = chunkGone();
  expect(reloadForStaleBuild(event, deps())).toBe(true);
  expect(reload).toHaveBeenCalledTimes(1);
  expect(event.defaultPrevented).toBe(true);
  expect(sessionStorage.getItem(RELOADED_AT_KEY)).toBe(String(clock));
});

it('does not reload again when the chunk is still missing after the reload: no loop', () => {
  reloadForStaleBuild(chunkGone(), deps());
  // The reloaded page fails the same way a moment later.
  clock += 2_000;
  const again = chunkGone();
  expect(reloadForStaleBuild(again, deps())).toBe(false);
  expect(reload).toHaveBeenCalledTimes(1);
  expect(again.defaultPrevented).toBe(false);
});

it('reloads for a later deploy, once the guard has passed', () => {
  reloadForStaleBuild(chunkGone(), deps());
  clock += RELOAD_GUARD_MS + 1;
  expect(reloadForStaleBuild(chunkGone(), deps())).toBe(true);
  expect(reload).toHaveBeenCalledTimes(2);
});
