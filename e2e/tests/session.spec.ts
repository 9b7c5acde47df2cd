import { expect, newMember, test } from '../fixtures';
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
