import type { Page } from 'playwright-core';

/**
 * Does `action` and waits until an element matching `selector` says `text`, one that did not say it
 * before, however briefly it stays. A staff screen's toasts and success dialogs stay a second: on a
 * busy machine one can open and close between two of Playwright's polls, so the page itself notes each
 * as it mounts rather than the test looking for it.
 */
export async function shownAfter(
  page: Page,
  where: { selector: string; text: string },
  action: () => Promise<unknown>,
  timeoutMs = 30_000,
): Promise<void> {
  const watching = await page.evaluateHandle(
    ({ selector, text, timeout }) => {
      const saying = () =>
        [...document.querySelectorAll(selector)].filter((found) => found.textContent?.includes(text));
      const before = new Set(saying());
      // In an object: a promise handed back would be awaited here, before the action.
      const outcome = new Promise<string>((resolve) => {
        const finish = (result: string) => {
          observer.disconnect();
          clearTimeout(timer);
          resolve(result);
        };
        const observer = new MutationObserver(() => saying().some((found) => !before.has(found)) && finish('shown'));
        const timer = setTimeout(() => finish(`nothing new said "${text}" within ${timeout / 1000} s`), timeout);
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      });
      return { outcome };
    },
    { ...where, timeout: timeoutMs },
  );
  await action();
  const outcome = await watching.evaluate((watch) => watch.outcome);
  if (outcome !== 'shown') throw new Error(outcome);
}

/** Does `action` and waits until a new toast says `text`. */
export const toastAfter = (page: Page, text: string, action: () => Promise<unknown>) =>
  shownAfter(page, { selector: '.Toastify__toast', text }, action);
