import { mkdir } from 'node:fs/promises';
import type { Page } from '@playwright/test';

/**
 * Screens of the journey as a customer sees them, saved when SCREENSHOT_DIR is set (for people to
 * look at; the assertions do not depend on them).
 */
export async function shot(
  page: Page,
  name: string,
  { fullPage = true }: { fullPage?: boolean } = {},
): Promise<void> {
  const directory = process.env.SCREENSHOT_DIR;
  if (!directory) return;
  await mkdir(directory, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `${directory}/${name}-${width}.png`, fullPage });
}
