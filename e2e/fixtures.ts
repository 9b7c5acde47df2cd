import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

/** Screenshots for people to look at, in the git-ignored screenshots/ folder. */
export const SCREENSHOTS = join(__dirname, '..', 'screenshots');
mkdirSync(SCREENSHOTS, { recursive: true });

/** A common phone (390 px: the narrowest, 360, has its own test in phone.spec.ts) and a wide desktop. */
export const VIEWPORTS = { desktop: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } } as const;

/** Full-page screenshots at each of `viewports`; the page goes back to the size it had, so the journey goes on as before. */
export async function screenshotAt(
  page: Page,
  name: string,
  viewports: Record<string, { width: number; height: number }> = VIEWPORTS,
): Promise<void> {
  const before = page.viewportSize();
  for (const [label, size] of Object.entries(viewports)) {
    await page.setViewportSize(size);
    await page.screenshot({ path: join(SCREENSHOTS, `${name}-${label}.png`), fullPage: true });
  }
  if (before) await page.setViewportSize(before);
}

export function newMember() {
  return {
    firstName: 'Nina',
    lastName: 'Okafor',
    email: `nina-${randomUUID().slice(0, 8)}@example.com`,
    password: 'popcorn-matinee-42',
  };
}

export const test = base.extend({
  baseURL: async ({}, use) => {
    await use(process.env.CINEVIA_URL);
  },
});
