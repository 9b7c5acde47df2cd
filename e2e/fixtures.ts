import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

/** Screenshots for people to look at, in the git-ignored screenshots/ folder. */
export const SCREENSHOTS = join(__dirname, '..', 'screenshots');
mkdirSync(SCREENSHOTS, { recursive: true });

export const VIEWPORTS = { desktop: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } } as const;

export async function screenshotAt(page: Page, name: string): Promise<void> {
  for (const [label, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size);
    await page.screenshot({ path: join(SCREENSHOTS, `${name}-${label}.png`), fullPage: true });
  }
}

export function newMember() {
  return {
    firstName: 'Nina',
    lastName: 'Okafor',
    email: `nina-${randomUUID().slice(0, 8)}@example.com`,
    password: 'popcorn42',
  };
}

export const test = base.extend({
  baseURL: async ({}, use) => {
    await use(process.env.CINEVIA_URL);
  },
});
