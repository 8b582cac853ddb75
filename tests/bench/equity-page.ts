import type { Page } from 'playwright-core';
import { signIn, type Visitor, withChromium } from './bench-browser.js';

/**
 * A member opens /equity from the sidebar and at once types KdKc for the opponent and AhAs for hero, as
 * fast as a quick typist (a key every 120 ms): the time from the last keystroke to the exact figure on
 * screen, every board counted. The first visit of the session starts from nothing; later ones come back
 * to the page as a member does between lectures.
 */
const TYPING_DELAY_MS = 120;
const HERO = 'AhAs';
const HERO_EQUITY = '81.3 %';
const EXACT_TEXT = 'Exact: all 1 712 304 boards';
const FIGURE_TIMEOUT_MS = 30_000;

interface Timings {
  lastKeyAt: number;
  shown: Promise<number>;
}
/** In the page: from now on, the time of each keystroke and of the moment the typed hand's exact figure shows. */
function watch([hand, equity, exactText]: string[]) {
  // Written without inner named functions: the bench's TypeScript loader would name them with a helper
  // the page does not have.
  const state = window as unknown as Timings;
  document.onkeydown = () => (state.lastKeyAt = performance.now());
  state.shown = new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      const results = document.querySelector('section[aria-label="Results"]');
      const method = results?.querySelector('[data-testid="equity-method"]')?.textContent;
      const hero = [...(results?.querySelectorAll('tr') ?? [])].find((row) => row.cells[0]?.textContent === 'Hero');
      if (method !== exactText || hero?.cells[1]?.textContent !== hand || hero.cells[2]?.textContent !== equity) return;
      observer.disconnect();
      resolve(performance.now());
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  });
}

async function visitAndType(page: Page): Promise<number> {
  await page.getByRole('link', { name: 'Equity' }).click();
  const hero = page.getByLabel('Hero', { exact: true });
  await hero.waitFor();
  await page.evaluate(watch, [HERO, HERO_EQUITY, EXACT_TEXT]);
  for (const [field, text] of [
    [page.getByLabel('Opponent 1', { exact: true }), 'KdKc'],
    [hero, HERO],
  ] as const) {
    await field.selectText();
    await field.pressSequentially(text, { delay: TYPING_DELAY_MS });
  }
  return page.evaluate(async (timeoutMs) => {
    const state = window as unknown as Timings;
    const late = new Promise<number>((_, reject) =>
      setTimeout(() => reject(new Error('no exact figure for AhAs against KdKc on /equity')), timeoutMs),
    );
    return (await Promise.race([state.shown, late])) - state.lastKeyAt;
  }, FIGURE_TIMEOUT_MS);
}

/** Milliseconds from the last keystroke to the exact figure, on `visits` visits to /equity in one session. */
export function lastKeystrokeToExact(baseUrl: string, member: Visitor, visits: number): Promise<number[]> {
  return withChromium(async (_context, page) => {
    await signIn(page, baseUrl, member);
    await page.goto(`${baseUrl}/dashboard`);
    const times: number[] = [];
    for (let visit = 0; visit < visits; visit++) {
      times.push(await visitAndType(page));
      await page.getByRole('link', { name: 'Dashboard' }).click();
    }
    return times;
  });
}
