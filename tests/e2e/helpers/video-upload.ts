import path from 'node:path';
import type { Page } from 'playwright-core';

/**
 * Picks `file` on the Video Upload screen and starts sending it. antd's Upload hands the picked file
 * to the screen a task later, so Upload is pressed only once the screen shows it as selected.
 */
export async function uploadOnVideoScreen(page: Page, file: string): Promise<void> {
  await page.locator('input[type=file]').setInputFiles(file);
  await page.getByText(`Selected: ${path.basename(file)}`).waitFor({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Upload' }).click();
}
