import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, newMember } from '../fixtures';

const FAKE_PLAYER_SCRIPT = readFileSync(join(__dirname, 'fake-youtube-iframe-api.js'), 'utf8');

/** Serves the local stand-in for the video host's player script; the page never reaches the host. */
export async function useFakePlayer(page: Page): Promise<void> {
  await page.route('https://www.youtube.com/iframe_api', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: FAKE_PLAYER_SCRIPT }),
  );
}

/** A fresh member, signed in on this page's browser context. */
export async function signUp(page: Page): Promise<void> {
  const response = await page.request.post('/api/auth/signup', { data: newMember() });
  expect(response.ok()).toBe(true);
}

/** Pays for Premium through the simulated provider, then waits until the session says so. */
export async function subscribe(page: Page): Promise<void> {
  const checkout = await page.request.post('/api/get-or-create-subscription');
  expect(checkout.ok()).toBe(true);
  const { clientSecret } = (await checkout.json()) as { clientSecret: string };
  const payment = await page.request.post('/api/payments/simulated/confirm', {
    data: { clientSecret, cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' },
  });
  expect(payment.ok()).toBe(true);
  // Billing tells the rest of the system by event, so access may lag the payment a little.
  await expect
    .poll(
      async () =>
        ((await (await page.request.get('/api/auth/user')).json()) as { isSubscribed?: boolean }).isSubscribed,
    )
    .toBe(true);
}
