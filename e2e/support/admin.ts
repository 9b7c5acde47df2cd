import type { Page } from '@playwright/test';
import { expect } from '../fixtures';
import { E2E_ADMIN_PASSWORD } from '../global-setup';

/** Signs in at /admin-login with the run's admin password, as the administrator would. */
export async function signInAsAdmin(page: Page): Promise<void> {
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Access Admin Portal' }).click();
  await expect(page.getByText('Admin access granted!', { exact: true })).toBeVisible();
}
