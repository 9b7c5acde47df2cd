import type { Page } from '@playwright/test';
import { expect, newMember, screenshotAt, test } from '../fixtures';

/** Fills the simulated provider's card form, as typed digits (the form adds the spaces and slash). */
async function payWith(page: Page, card: { number: string; expiry: string; cvc: string }) {
  await page.getByLabel('Card number').fill(card.number);
  await page.getByLabel('Expiry (MM/YY)').fill(card.expiry);
  await page.getByLabel('CVC').fill(card.cvc);
  await page.getByRole('button', { name: 'Subscribe Now' }).click();
}

/** The profile's Subscription card, read again until it shows `text` (billing may lag the payment). */
async function expectSubscriptionCardToShow(page: Page, text: string) {
  const card = page.getByRole('region', { name: 'Subscription' });
  await expect(async () => {
    await page.goto('/profile');
    await expect(card.getByText(text, { exact: true })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  return card;
}

test.describe('a Premium subscription', () => {
  test('a member pays after a declined card, then cancels and resumes from the profile', async ({ page }) => {
    await page.request.post('/api/auth/signup', { data: newMember() });

    await page.goto('/profile');
    await expect(page).toHaveTitle('Profile · Cinevia');
    const card = page.getByRole('region', { name: 'Subscription' });
    await expect(card.getByText('No active subscription', { exact: true })).toBeVisible();
    await expect(card.getByText('Inactive', { exact: true })).toBeVisible();
    await expect(card.getByText('—', { exact: true })).toBeVisible();
    await screenshotAt(page, 'profile-inactive');

    await card.getByRole('link', { name: 'Subscribe Now' }).click();
    await expect(page).toHaveURL(/\/subscribe$/);
    await expect(page).toHaveTitle('Choose Your Plan · Cinevia');
    await expect(page.getByRole('heading', { name: 'Choose Your Plan', level: 1 })).toBeVisible();
    const plan = page.getByRole('region', { name: 'Premium' });
    await expect(plan.getByText('RECOMMENDED', { exact: true })).toBeVisible();
    await expect(plan.getByText('$25/month', { exact: true })).toBeVisible();
    for (const feature of ['Unlimited streaming', 'HD & 4K quality', 'Multiple devices', 'No ads', 'Cancel anytime']) {
      await expect(plan.getByRole('listitem').filter({ hasText: feature })).toBeVisible();
    }
    await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await expect(page.getByLabel('Card number')).toBeVisible();
    await screenshotAt(page, 'subscribe');

    // The form explains what is missing before anything is sent.
    await page.getByRole('button', { name: 'Subscribe Now' }).click();
    await expect(page.getByText('Your card number is incomplete.')).toBeVisible();
    await expect(page.getByText("Your card's expiration date is incomplete.")).toBeVisible();
    await expect(page.getByText("Your card's security code is incomplete.")).toBeVisible();

    const declined = page.waitForResponse((reply) => reply.url().endsWith('/api/payments/simulated/confirm'));
    await payWith(page, { number: '4000000000000002', expiry: '1234', cvc: '123' });
    await expect(page.getByLabel('Card number')).toHaveValue('4000 0000 0000 0002');
    await expect(page.getByLabel('Expiry (MM/YY)')).toHaveValue('12/34');
    await expect(page.getByText('Payment Failed', { exact: true })).toBeVisible();
    await expect(page.getByText('Your card was declined.', { exact: true })).toBeVisible();
    // Under the provider's words, the reference support finds the refused payment by.
    const requestId = (await declined).headers()['x-request-id'] ?? '';
    await expect(page.getByText(`Reference: ${requestId.slice(0, 8)}`, { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/subscribe$/);
    await screenshotAt(page, 'subscribe-declined');

    await payWith(page, { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' });
    await expect(page.getByText('Payment Successful', { exact: true })).toBeVisible();
    await expect(page.getByText('Welcome to Cinevia! Redirecting to dashboard...', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/home$/);

    await expectSubscriptionCardToShow(page, 'Active');
    await expect(card.getByText('Premium', { exact: true })).toBeVisible();
    await expect(card.getByText('$25.00/month', { exact: true })).toBeVisible();
    await expect(card.getByText(/^Renews on /)).toBeVisible();
    // A reload may restore an earlier scroll position; the picture should start at the top.
    await page.evaluate('window.scrollTo(0, 0)');
    await screenshotAt(page, 'profile-active');

    await card.getByRole('button', { name: 'Cancel Subscription' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm.getByText(/^Your Premium access continues until .+\. Subscription payments/)).toBeVisible();
    await screenshotAt(page, 'profile-cancel-dialog');
    await confirm.getByRole('button', { name: 'Cancel Subscription' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText('Subscription cancelled', { exact: true })).toBeVisible();
    await expect(card.getByText('Active', { exact: true })).toBeVisible();
    await expect(card.getByText(/^Ends on /)).toBeVisible();
    await page.evaluate('window.scrollTo(0, 0)');
    await screenshotAt(page, 'profile-cancelling');

    // The answer was saved, not only drawn: a fresh page says the same.
    await page.reload();
    await expect(card.getByText(/^Ends on /)).toBeVisible();

    await card.getByRole('button', { name: 'Resume Subscription' }).click();
    await expect(page.getByText('Subscription resumed', { exact: true })).toBeVisible();
    await expect(card.getByText(/^Renews on /)).toBeVisible();
    await expect(card.getByRole('button', { name: 'Cancel Subscription' })).toBeVisible();

    // A paying member has nothing to do on /subscribe.
    await page.goto('/subscribe');
    await expect(page).toHaveURL(/\/$/);
  });

  test("the account settings' Manage Subscription leads to the subscription card", async ({ page }) => {
    await page.request.post('/api/auth/signup', { data: newMember() });
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Manage Subscription' }).click();
    await expect(page).toHaveURL(/\/profile#subscription$/);
    await expect(page.getByRole('region', { name: 'Subscription' })).toBeFocused();
  });

  test('a signed-out visitor opening /subscribe is told and sent to sign in', async ({ page }) => {
    await page.goto('/subscribe');
    await expect(page.getByText('Unauthorized', { exact: true })).toBeVisible();
    await expect(page.getByText('You are logged out. Logging in again...', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });
});
