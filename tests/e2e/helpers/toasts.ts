import type { Page } from 'playwright-core';

/**
 * Does `action` and waits until a toast saying `text` has opened since, however briefly it stayed.
 * A staff screen's one-second toast can open and close between two of Playwright's polls on a busy
 * machine, so the page itself notes each new toast as it mounts rather than the test looking for it.
 */
export async function toastAfter(page: Page, text: string, action: () => Promise<unknown>, timeoutMs = 30_000) {
  const watching = await page.evaluateHandle(
    ({ wanted, timeout }) => {
      const toasts = () => [...document.querySelectorAll('.Toastify__toast')];
      const before = new Set(toasts());
      const saidNow = () => toasts().some((toast) => !before.has(toast) && toast.textContent?.includes(wanted));
      // In an object: a promise handed back would be awaited here, before the action.
      const outcome = new Promise<string>((resolve) => {
        const finish = (result: string) => {
          observer.disconnect();
          clearTimeout(timer);
          resolve(result);
        };
        const observer = new MutationObserver(() => saidNow() && finish('shown'));
        const timer = setTimeout(() => finish(`no new toast said "${wanted}" within ${timeout / 1000} s`), timeout);
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      });
      return { outcome };
    },
    { wanted: text, timeout: timeoutMs },
  );
  await action();
  const outcome = await watching.evaluate((watch) => watch.outcome);
  if (outcome !== 'shown') throw new Error(outcome);
}
