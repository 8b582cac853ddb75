/** When the page last reloaded itself for a chunk that had gone (sessionStorage: this tab only). */
export const RELOADED_AT_KEY = 'reloadedForStaleBuildAt';
/** A chunk still missing this soon after such a reload is not a new deploy: the page stops reloading. */
export const RELOAD_GUARD_MS = 60_000;

interface ReloadDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  reload(): void;
  now(): number;
}

/**
 * Vite's `vite:preloadError`: a lazy chunk of the build this tab was opened on is gone (the site was
 * rebuilt since). The page reloads, once, to get the new build's page and chunks; if the chunk is missing
 * again within RELOAD_GUARD_MS the error goes on to the screen's error boundary instead of a reload loop.
 * Answers whether it reloaded.
 */
export function reloadForStaleBuild(event: Event, deps: ReloadDeps): boolean {
  const last = Number(deps.storage.getItem(RELOADED_AT_KEY) ?? 0);
  if (deps.now() - last < RELOAD_GUARD_MS) return false;
  deps.storage.setItem(RELOADED_AT_KEY, String(deps.now()));
  // Vite rethrows the import's error unless told not to: the page is going away.
  event.preventDefault();
  deps.reload();
  return true;
}

/** Listens for Vite's event for the lifetime of the page. */
export function reloadOnStaleBuild(): void {
  window.addEventListener('vite:preloadError', (event) =>
    reloadForStaleBuild(event, {
      storage: sessionStorage,
      reload: () => window.location.reload(),
      now: () => Date.now(),
    }),
  );
}
