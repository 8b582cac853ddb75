import type { Page } from 'playwright-core';
import { waitForTheme } from './page-state.js';
import { product } from './product.js';

export type Theme = 'light' | 'dark';
export interface Look {
  width: number;
  height: number;
  theme: Theme;
}

/**
 * Every size and every theme at least once without the full cross product: the phone in both themes,
 * each desktop size in one. Four runs of a check instead of six.
 */
export const SIZES_AND_THEMES: readonly Look[] = [
  { width: 1280, height: 800, theme: 'light' },
  { width: 1440, height: 900, theme: 'dark' },
  { width: 390, height: 844, theme: 'light' },
  { width: 390, height: 844, theme: 'dark' },
];

/** The theme the app starts in on its next load (the header's switch stores it the same way). */
export async function useTheme(page: Page, theme: Theme): Promise<void> {
  await page.evaluate((dark) => localStorage.setItem('isDark', String(dark)), theme === 'dark');
}

/** Opens `path` at the look's size and in its theme. */
export async function openIn(page: Page, path: string, look: Look): Promise<void> {
  await page.setViewportSize({ width: look.width, height: look.height });
  await useTheme(page, look.theme);
  await page.goto(`${product().baseUrl}${path}`);
  await waitForTheme(page, look.theme);
}
