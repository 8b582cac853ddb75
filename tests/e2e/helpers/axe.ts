import axe, { type AxeResults, type RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';
import { settled } from './page-state.js';

/**
 * axe-core run in the page, loaded once per document and asked for violations only. @axe-core/playwright
 * sends its half-megabyte source into the page twice on every check and brings every passing node back:
 * measured on the staff screens, an idle check took 0.9–2.4 s that way and 0.1–0.5 s this way (the
 * contrast alone 0.5–1.1 s against 0.04–0.2 s), and the screen-by-screen sweeps make hundreds of checks.
 * Frames get axe-core too, as the library does, so the app's same-origin frames are checked with the page.
 */
async function runAxe(page: Page, options: RunOptions, within?: string): Promise<AxeResults> {
  for (const frame of page.frames()) {
    // A frame that went away meanwhile needs none.
    const loaded = await frame.evaluate(() => 'axe' in window).catch(() => true);
    if (!loaded) await frame.evaluate(axe.source);
  }
  return page.evaluate(
    ({ context, runOptions }) => (window as unknown as { axe: typeof axe }).axe.run(context ?? document, runOptions),
    { context: within ?? null, runOptions: { ...options, resultTypes: ['violations'] } satisfies RunOptions },
  );
}

const found = (results: AxeResults, impacts?: string[]) =>
  results.violations
    .filter((violation) => impacts === undefined || impacts.includes(violation.impact ?? ''))
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);

const SERIOUS = ['serious', 'critical'];

/** Serious and critical axe-core findings on the page at rest, with the pointer parked off every control. */
export async function seriousViolations(page: Page, within?: string): Promise<string[]> {
  await page.mouse.move(0, 0);
  await settled(page);
  return found(await runAxe(page, {}, within), SERIOUS);
}

/** Text contrast findings in the state the test put the page in (a hovered or pressed control). */
export async function contrastViolations(page: Page): Promise<string[]> {
  await settled(page);
  return found(await runAxe(page, { runOnly: ['color-contrast'] }), SERIOUS);
}

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Every finding of the WCAG 2.1 A and AA rules, whatever its impact, in the state the test put the
 * page in; `within` (a selector) checks one part only, for states that last seconds (Up next).
 */
export async function wcagViolations(page: Page, within?: string): Promise<string[]> {
  await page.mouse.move(0, 0);
  await settled(page);
  return found(await runAxe(page, { runOnly: { type: 'tag', values: WCAG_21_AA } }, within));
}
