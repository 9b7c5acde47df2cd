import { randomBytes, randomUUID } from 'node:crypto';
import type { Page, Route } from '@playwright/test';
import { expect, screenshotAt, test } from '../fixtures';
import { signUp, useFakePlayer } from '../support/viewing';

/**
 * A failed request's reference (the start of its reply's `x-request-id`) under the error it caused,
 * on the screens degraded.spec.ts cannot reach by stopping a service. Where the stack cannot be made
 * to fail that way, the browser is given the failing reply, with an id as the gateway's are.
 */

const UNAVAILABLE = 'Part of Cinevia is unavailable right now. Please try again in a moment.';

/** A failing reply as the gateway sends one, under a request id of its own; the reference it gives. */
function failingReply(status: number, body: unknown): { fulfil: (route: Route) => Promise<void>; reference: string } {
  const requestId = randomUUID();
  return {
    fulfil: (route) =>
      route.fulfill({ status, contentType: 'application/json', headers: { 'x-request-id': requestId }, json: body }),
    reference: `Reference: ${requestId.slice(0, 8)}`,
  };
}

/** The Notifications region's toast that says `text`. */
const toastSaying = (page: Page, text: string) =>
  page
    .getByRole('region', { name: /^Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: text });

test("a checkout that could not start says so in its box and its toast, with the reply's reference", async ({
  page,
}) => {
  await signUp(page);
  const failure = failingReply(503, { message: UNAVAILABLE });
  await page.route('**/api/get-or-create-subscription', failure.fulfil, { times: 1 });
  await page.goto('/subscribe');

  const box = page.getByRole('alert').filter({ hasText: "We couldn't start your subscription." });
  await expect(box.getByText(failure.reference, { exact: true })).toBeVisible();
  await expect(box.getByRole('button', { name: 'Try Again' })).toBeVisible();
  const toast = toastSaying(page, 'Failed to create subscription. Please try again.');
  await expect(toast.getByText(failure.reference, { exact: true })).toBeVisible();
  await screenshotAt(page, 'failure-subscribe-checkout-toast');
  // The box alone: a full-page picture puts the fixed toast over it on a phone.
  await toast.getByRole('button', { name: 'Dismiss notification' }).click();
  await expect(toast).toHaveCount(0);
  await screenshotAt(page, 'failure-subscribe-checkout');

  // Tried again, it starts; the reference went with the failure.
  await box.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByLabel('Card number')).toBeVisible();
  await expect(page.getByRole('main').getByText(/^Reference: /)).toHaveCount(0);
});

test("a film that could not be loaded says so, with the GraphQL reply's reference", async ({ page }) => {
  await useFakePlayer(page);
  await signUp(page);
  const failure = failingReply(200, {
    data: { video: null },
    errors: [{ message: UNAVAILABLE, path: ['video'], extensions: { code: 'UNAVAILABLE' } }],
  });
  await page.route('**/graphql*', (route) =>
    (route.request().postDataJSON() as { operationName?: string } | null)?.operationName === 'WatchRouteQuery'
      ? failure.fulfil(route)
      : route.fallback(),
  );
  await page.goto('/watch/some-film');

  const notice = page.getByRole('alert').filter({ hasText: 'Video Not Found' });
  await expect(notice.getByText(UNAVAILABLE, { exact: true })).toBeVisible();
  await expect(notice.getByText(failure.reference, { exact: true })).toBeVisible();
  await screenshotAt(page, 'failure-watch');
});

test("a mailed link that no longer works says so, with the reference of the server's refusal", async ({ page }) => {
  const refusal = page.waitForResponse((reply) => reply.url().endsWith('/api/account/verify-email'));
  await page.goto(`/verify-email?token=${randomBytes(32).toString('base64url')}`);

  const reply = await refusal;
  expect(reply.status()).toBeGreaterThanOrEqual(400);
  const { message } = (await reply.json()) as { message: string };
  const alert = page.getByRole('alert');
  await expect(alert.getByText(message, { exact: true })).toBeVisible();
  const requestId = reply.headers()['x-request-id'] ?? '';
  await expect(alert.getByText(`Reference: ${requestId.slice(0, 8)}`, { exact: true })).toBeVisible();
  await screenshotAt(page, 'failure-verify-email-link');
});
