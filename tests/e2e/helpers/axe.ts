import AxeBuilder from '@axe-core/playwright';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';
import { settled } from './page-state.js';

/**
 * axe run in the page itself: by default @axe-core/playwright opens a blank page for every check to
 * merge the frames' results there, as long again as the check itself; the legacy mode gives the same
 * findings here (the app's own frames are same-origin).
 */
const axeOn = (page: Page) => new AxeBuilder({ page }).setLegacyMode();

const serious = (results: AxeResults) =>
  results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);

/** Serious and critical axe-core findings on the page at rest, with the pointer parked off every control. */
export async function seriousViolations(page: Page): Promise<string[]> {
  await page.mouse.move(0, 0);
  await settled(page);
  return serious(await axeOn(page).analyze());
}

/** Text contrast findings in the state the test put the page in (a hovered or pressed control). */
export async function contrastViolations(page: Page): Promise<string[]> {
  await settled(page);
  return serious(await axeOn(page).withRules(['color-contrast']).analyze());
}

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Every finding of the WCAG 2.1 A and AA rules, whatever its impact, in the state the test put the
 * page in; `within` (a selector) checks one part only, for states that last seconds (Up next).
 */
export async function wcagViolations(page: Page, within?: string): Promise<string[]> {
  await page.mouse.move(0, 0);
  await settled(page);
  const builder = axeOn(page).withTags(WCAG_21_AA);
  const results = await (within ? builder.include(within) : builder).analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}
