import { afterAll, afterEach, beforeAll, vi } from 'vitest';

// jsdom has no matchMedia; antd's responsive grid and sidebar ask for it (node-environment files have no window).
if (typeof window !== 'undefined')
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;

// findBy* and waitFor wait for a state, not a time: 1 s (the default) is too short for antd screens
// rendering in jsdom on a busy two-core machine, where the state comes but late.
if (typeof window !== 'undefined') {
  const { cleanup, configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 10_000 });
  // Files share one jsdom per worker (docs/TESTING.md): each test's render is unmounted after it, and
  // each file starts on an empty body and empty storage, whatever an earlier file left there (a dialog
  // antd opened outside any rendered tree, a session signed in, a file that forgot its cleanup).
  afterEach(cleanup);
  beforeAll(() => {
    document.body.replaceChildren();
    localStorage.clear();
  });
}

// A file's replacements of module functions (tests/unit/helpers/replace-in-module.ts) end with it: the
// next file in the worker imports the same modules.
afterAll(() => vi.restoreAllMocks());
