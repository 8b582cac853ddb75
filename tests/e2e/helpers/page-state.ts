import type { Page } from 'playwright-core';
import { shownAfter } from './shown-after.js';

/**
 * Waits until the page is at rest: no call behind the loading overlay, no skeleton or spinner, and
 * no animation or transition in flight on anything that shows text (axe would read a half-faded
 * colour). Spinners, progress bars and ripples carry no text and may keep moving. The quiet state
 * must hold for three frames in a row, so a request the last render started is seen too.
 */
export async function settled(page: Page, timeoutMs = 20_000): Promise<void> {
  const busy = await page.evaluate(async (timeout) => {
    const describe = (element: Element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`;
    const whatIsBusy = (): string | undefined => {
      const overlay = [...document.querySelectorAll('.ant-spin-fullscreen')].find(
        (element) => getComputedStyle(element).opacity !== '0',
      );
      if (overlay) return 'the loading overlay';
      const loading = document.querySelector('.ant-skeleton, .ant-spin-spinning');
      if (loading) return describe(loading);
      const moving = document.getAnimations().find((animation) => {
        const target = (animation.effect as KeyframeEffect | null)?.target;
        const finite = Number.isFinite(animation.effect?.getComputedTiming().endTime);
        return animation.playState === 'running' && finite && Boolean(target?.textContent?.trim());
      });
      return moving && `an animation on ${describe((moving.effect as KeyframeEffect).target!)}`;
    };
    const deadline = performance.now() + timeout;
    for (let quietFrames = 0; quietFrames < 3;) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const what = whatIsBusy();
      if (!what) quietFrames += 1;
      else if (performance.now() > deadline) return what;
      else quietFrames = 0;
    }
    return undefined;
  }, timeoutMs);
  if (busy) throw new Error(`the page did not come to rest within ${timeoutMs / 1000} s: ${busy}`);
}

/**
 * From now until the next page load, the most loaders the screen showed at once: the overlay, each
 * spinner in the page, and skeletons (one placeholder however many shapes). Read on every change.
 */
export const watchLoaders = (page: Page) =>
  page.evaluate(() => {
    const shown = () =>
      document.querySelectorAll('.ant-spin-fullscreen-show').length +
      document.querySelectorAll('main .ant-spin-spinning, main .anticon-spin').length +
      (document.querySelector('main .ant-skeleton') ? 1 : 0);
    const seen = window as unknown as { mostLoaders: number; loadersNow(): number };
    seen.mostLoaders = shown();
    seen.loadersNow = shown;
    new MutationObserver(() => (seen.mostLoaders = Math.max(seen.mostLoaders, shown()))).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['class'],
    });
  });

/** The most loaders shown at once since `watchLoaders`. */
export const mostLoaders = (page: Page) =>
  page.evaluate(() => (window as unknown as { mostLoaders: number }).mostLoaders);

/** Waits until the screen shows no loader (after `watchLoaders`). */
export async function noLoaderLeft(page: Page, timeout: number): Promise<void> {
  await page.waitForFunction(() => (window as unknown as { loadersNow(): number }).loadersNow() === 0, null, {
    timeout,
  });
}

/**
 * Holds the page's calls to `pattern` until `release()`, which lets them go on and waits for their
 * answers: the page is looked at and used while they are under way. `heard` settles with the first.
 */
export async function holdCalls(page: Page, pattern: string) {
  let open = () => {};
  const gate = new Promise<void>((resolve) => (open = resolve));
  let hear = () => {};
  const heard = new Promise<void>((resolve) => (hear = resolve));
  const answered: Promise<void>[] = [];
  await page.route(pattern, (route) => {
    hear();
    const answer = gate.then(() => route.continue());
    answered.push(answer);
    return answer;
  });
  return {
    heard,
    async release() {
      open();
      await Promise.all(answered);
      await page.unroute(pattern);
    },
  };
}

/** The theme the app mirrors to `html[data-theme]` (set in an effect, so it is waited for). */
export async function waitForTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.locator(`html[data-theme="${theme}"]`).waitFor({ state: 'attached' });
}

/**
 * Does `action` and sees the success dialog saying `text` open as a dialog, then close with its OK
 * button rather than by waiting out the seconds it stays (those are the unit suite's to check, not a
 * browser's clock).
 */
export async function successDialogComesAndGoes(
  page: Page,
  text: string,
  action: () => Promise<unknown>,
  timeoutMs = 20_000,
): Promise<void> {
  await shownAfter(page, { selector: '[role="dialog"]', text }, action, timeoutMs);
  const dialog = page.getByRole('dialog').filter({ hasText: text });
  // It may have closed by itself already (a one-second one on a slow machine): then there is nothing to click.
  await dialog
    .getByRole('button', { name: 'OK' })
    .click({ timeout: 2_000 })
    .catch(() => undefined);
  await dialog.waitFor({ state: 'hidden', timeout: timeoutMs });
}

/**
 * Leaves the app for a same-origin page that runs none and forgets the page cookies
 * (src/drawing/page-cookies.ts): the next visit to a drawn page's address is then the plain page, whose
 * reads the app makes. An app left open could write them again at any moment.
 */
export async function forgetPageCookies(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/api/health`);
  await page.context().clearCookies();
}

/**
 * `use` on the page at `url` as a browser shows it with JavaScript off, in `page`'s window and with its
 * context's cookies there: only what the server drew, which no script can change after its load.
 */
export async function withoutScripts<T>(page: Page, url: string, use: (drawn: Page) => Promise<T>): Promise<T> {
  const context = await page
    .context()
    .browser()!
    .newContext({ javaScriptEnabled: false, viewport: page.viewportSize() });
  try {
    await context.addCookies(await page.context().cookies(url));
    const drawn = await context.newPage();
    await drawn.goto(url);
    return await use(drawn);
  } finally {
    await context.close();
  }
}

/** The page as the server drew it, until the app's first render replaces that inert copy. */
const drawnCopy = (page: Page) => page.locator('#root > [inert]');

/**
 * Once the app's first render has replaced the page the server drew (the dashboard or a lecture, inert until then:
 * docs/ARCHITECTURE.md#pages-drawn-by-the-server); at once on any other page. Text typed into
 * a drawn field before then would be lost with it.
 */
export async function appTookOver(page: Page): Promise<void> {
  await drawnCopy(page).waitFor({ state: 'detached' });
}

/**
 * Opens `path` as a link in the app does (the router hears the history change), not by loading the
 * page again: a screen-by-screen check then pays for each screen, not for starting the app each time.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * Runs `use` in a phone's window (390 pixels), once the app has told the server so (the view cookie a
 * drawn page is laid out by), then gives the page its desktop window back, the server told again.
 */
export async function onPhone(page: Page, use: () => Promise<void>): Promise<void> {
  await page.setViewportSize({ width: 390, height: 844 });
  try {
    await page.waitForFunction(() => document.cookie.includes('light.390'));
    await use();
  } finally {
    await page.setViewportSize({ width: 1280, height: 800 });
  }
  await page.waitForFunction(() => document.cookie.includes('light.1280'));
}
