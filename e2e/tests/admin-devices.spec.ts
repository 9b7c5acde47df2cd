import { expect, screenshotAt, test } from '../fixtures';
import { signInAsAdmin } from '../support/admin';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

test('the administrator sees where the portal is signed in and signs the other device out', async ({
  page,
  browser,
  baseURL,
}) => {
  // A second browser, a phone's, signs in to the portal too.
  const phone = await browser.newContext({ baseURL, userAgent: IPHONE });
  const phonePage = await phone.newPage();
  await phonePage.goto('/admin-login');
  await signInAsAdmin(phonePage);
  await expect(phonePage).toHaveURL(/\/admin$/);

  await page.goto('/admin-login');
  await signInAsAdmin(page);
  const devices = page.getByRole('region', { name: 'Signed-In Devices' });
  await expect(devices.getByText('This device')).toBeVisible();
  await expect(devices.getByText('Safari on iOS').first()).toBeVisible();
  await devices.scrollIntoViewIfNeeded();
  // The sign-in's toast gone first, so the picture shows the card whole.
  await expect(page.getByText('Admin access granted!', { exact: true })).toBeHidden({ timeout: 15_000 });
  await screenshotAt(page, 'admin-devices');

  // Every other device at once: the phone's among them (and any an earlier journey left signed in).
  await devices.getByRole('button', { name: 'Sign Out of All Other Devices' }).click();
  await expect(page.getByText('Signed out of every other device', { exact: true })).toBeVisible();
  await expect(devices.getByText('Safari on iOS')).toHaveCount(0);

  // The phone's next page finds its session gone: it is asked to sign in again.
  await phonePage.goto('/admin');
  await expect(phonePage).toHaveURL(/\/admin-login$/);
  await phone.close();
});
