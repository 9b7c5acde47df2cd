import { expect, newMember, screenshotAt, test } from '../fixtures';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

test('a member sees the devices signed in to the account and signs the other one out', async ({
  page,
  browser,
  baseURL,
}) => {
  const member = newMember();
  expect((await page.request.post('/api/auth/signup', { data: member })).ok()).toBe(true);
  // A second browser, a phone's, signs in to the same account.
  const phone = await browser.newContext({ baseURL, userAgent: IPHONE });
  const phonePage = await phone.newPage();
  await phonePage.goto('/login');
  await phonePage.getByLabel('Email').fill(member.email);
  await phonePage.getByLabel('Password', { exact: true }).fill(member.password);
  await phonePage.getByRole('button', { name: 'Sign In' }).click();
  await expect(phonePage).toHaveURL(/\/$/);

  await page.goto('/profile');
  const devices = page.getByRole('region', { name: 'Signed-In Devices' });
  await expect(devices.getByText('This device')).toBeVisible();
  await expect(devices.getByText('Safari on iOS')).toBeVisible();
  await expect(devices.getByText(`Watching as ${member.firstName}`).first()).toBeVisible();
  await devices.scrollIntoViewIfNeeded();
  await screenshotAt(page, 'profile-devices');

  await devices.getByRole('button', { name: 'Sign out Safari on iOS' }).click();
  await expect(page.getByText('Device signed out', { exact: true })).toBeVisible();
  await expect(devices.getByText('Safari on iOS')).toHaveCount(0);
  await expect(devices.getByRole('button', { name: 'Sign Out of All Other Devices' })).toHaveCount(0);

  // The phone's next page finds its session gone: it is asked to sign in again.
  await phonePage.goto('/profile');
  await expect(phonePage).toHaveURL(/\/login$/);
  await phone.close();
});
