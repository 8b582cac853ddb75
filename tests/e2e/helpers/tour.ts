import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Waits until the first-visit tour shows the step with this text. react-joyride draws a step's tooltip
 * unseen (opacity 0) while it places it and fades it in once placed: the text is in the page before a
 * member can see it, and a click on Next then meets a step that is still being set up.
 */
export async function tourStepShown(page: Page, text: string): Promise<void> {
  const tooltip = page.locator('.react-joyride__floater').filter({ hasText: text });
  await expect.poll(() => tooltip.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
}
