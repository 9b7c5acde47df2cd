import { expect, newMember, screenshotAt, test } from '../fixtures';
import { startService, stopService } from '../support/stack-control';

/**
 * The app asks who is signed in with GET /api/auth/user (web/src/session). With billing stopped that
 * path answers 503; the member is still signed in (their Premium unknown), not shown the landing page.
 */
test('with billing stopped, a member opening the app is still signed in', async ({ page }) => {
  const member = newMember();
  await page.request.post('/api/auth/signup', { data: member });
  await stopService('billing');
  try {
    await page.goto('/');
    await expect(page.getByRole('button', { name: `${member.firstName} ${member.lastName}` })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  } finally {
    await startService('billing');
  }
});

/**
 * index.html draws the members' header for a browser holding a session cookie (web/public/
 * member-shell.html), so a member's first paint is not blank while the scripts load; the app
 * replaces it with the real navigation.
 */
test("a member's page opens on the members' header, which the app then replaces", async ({ browser, baseURL }) => {
  const member = newMember();
  const withoutScripts = await browser.newContext({ baseURL, javaScriptEnabled: false });
  try {
    const page = await withoutScripts.newPage();
    await page.request.post('/api/auth/signup', { data: member });
    await page.goto('/');
    await expect(page.locator('.member-shell')).toContainText('Cinevia');
    await screenshotAt(page, 'member-shell');
  } finally {
    await withoutScripts.close();
  }

  const app = await browser.newContext({ baseURL });
  try {
    const page = await app.newPage();
    await page.request.post('/api/auth/login', { data: { email: member.email, password: member.password } });
    await page.goto('/');
    await expect(page.getByRole('button', { name: `${member.firstName} ${member.lastName}` })).toBeVisible();
    await expect(page.locator('.member-shell')).toHaveCount(0);
    await expect(page.getByRole('banner')).toHaveCount(1);
  } finally {
    await app.close();
  }
});
