import { expect, type Locator, type Page } from '@playwright/test';

/** Scrolls the page down a screen at a time until `target` is there (rows load as the page nears them). */
export async function scrollDownUntil(page: Page, target: Locator): Promise<void> {
  await expect
    .poll(
      async () => {
        await page.mouse.wheel(0, 1200);
        return target.count();
      },
      { intervals: [250], timeout: 30_000 },
    )
    .toBeGreaterThan(0);
}
