import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, newMember, SCREENSHOTS, screenshotAt, test, VIEWPORTS } from '../fixtures';
import { E2E_ADMIN_PASSWORD } from '../global-setup';
import { latestMailTo } from '../support/mail';

/** A full-page picture from the top: focusing a field may have scrolled the page under the sticky bar. */
async function screenshotFromTop(page: Page, name: string) {
  // A string, as e2e code is typed without the DOM's names.
  await page.evaluate("window.scrollTo({ top: 0, behavior: 'instant' })");
  await screenshotAt(page, name);
}

/** One part of a long page, at each viewport, for a closer look than the full page gives. */
async function screenshotOf(page: Page, part: Locator, name: string) {
  for (const [label, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size);
    await part.screenshot({ path: join(SCREENSHOTS, `${name}-${label}.png`) });
  }
}

/** Fills all three tabs; every field is valid but the description, which is as given. */
async function fillRequest(page: Page, { title, description }: { title: string; description: string }) {
  const tab = (name: string) => page.getByRole('tab', { name });
  await tab('Basic Info').click();
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Genre', { exact: true }).selectOption('Drama');
  await page.getByLabel('Description', { exact: true }).fill(description);
  await page.getByLabel('Duration', { exact: true }).selectOption('Medium (15-30 min)');
  await page.getByLabel('Target Audience', { exact: true }).selectOption('Adults');
  await page.getByLabel('Timeline', { exact: true }).selectOption('3-4 weeks');
  await tab('Creative Details').click();
  await page.getByLabel('Style', { exact: true }).selectOption('Vintage');
  await page.getByLabel('Tone', { exact: true }).selectOption('Contemplative');
  await page.getByLabel('Setting / Location').fill('A storm-bound island off the coast of Maine, 1962');
  await page
    .getByLabel('Characters')
    .fill('Ada, the keeper; her father, who no longer speaks; a stranded radio operator.');
  await page
    .getByLabel('Plot / Storyline')
    .fill('Ada keeps the light burning through a week-long storm while a stranger brings news from the mainland.');
  await tab('Technical & Audio').click();
  await page.getByLabel('Visual Elements').fill('Grainy 16 mm look, long takes, the beam sweeping the fog.');
  await page.getByLabel('Audio / Music').fill('Wind, surf and a lone cello; radio static as a motif.');
  await page.getByLabel('Inspiration / References (optional)').fill('The Lighthouse; Ryan’s Daughter');
}

async function payWith(page: Page, card: { number: string; expiry: string; cvc: string }) {
  await page.getByLabel('Card number').fill(card.number);
  await page.getByLabel('Expiry (MM/YY)').fill(card.expiry);
  await page.getByLabel('CVC').fill(card.cvc);
  await page.getByRole('button', { name: 'Pay $100 & Submit Film Request' }).click();
}

test.describe('a custom film commission', () => {
  test('a member fixes the form, survives a declined card, pays $100, and the administrator moves the request on', async ({
    page,
    browser,
    baseURL,
  }) => {
    const member = newMember();
    const title = `The Lighthouse Keeper's Daughter ${randomUUID().slice(0, 4)}`;
    await page.request.post('/api/auth/signup', { data: member });

    await page.goto('/create-film');
    await expect(page).toHaveTitle('Create a Film · Cinevia');
    await expect(page.getByText('$100 per film')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Home' })).toBeVisible();
    const tab = (name: string) => page.getByRole('tab', { name });
    const submit = page.getByRole('button', { name: 'Continue to Payment ($100)' });

    // Nothing filled in: every tab says what is missing, and the first one opens.
    await tab('Technical & Audio').click();
    await submit.click();
    await expect(tab('Basic Info')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('Title is required', { exact: true })).toBeVisible();
    await expect(page.getByText('Genre is required', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Title', { exact: true })).toBeFocused();
    await screenshotFromTop(page, 'create-film-basic-errors');
    await tab('Creative Details').click();
    await expect(page.getByText('Plot must be at least 20 characters', { exact: true })).toBeVisible();
    await screenshotFromTop(page, 'create-film-creative-errors');
    await tab('Technical & Audio').click();
    await expect(page.getByText('Audio elements must be at least 10 characters', { exact: true })).toBeVisible();
    await screenshotFromTop(page, 'create-film-technical-errors');

    // Everything filled in but a description that is too short, typed on the first tab.
    await fillRequest(page, { title, description: 'Short' });
    await submit.click();
    await expect(tab('Basic Info')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('Description must be at least 10 characters', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Description', { exact: true })).toBeFocused();
    await expect(page.getByText('Title is required')).toBeHidden();

    await page.getByLabel('Description', { exact: true }).fill('A keeper’s daughter tends the light alone.');
    await submit.click();
    await expect(page.getByRole('heading', { name: 'Payment Required - $100' })).toBeVisible();
    await expect(page.getByText(title)).toBeVisible();

    // Back to the form keeps what was typed.
    await page.getByRole('button', { name: 'Back to Form' }).click();
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);
    await expect(page.getByLabel('Description', { exact: true })).toHaveValue(
      'A keeper’s daughter tends the light alone.',
    );
    await submit.click();
    await expect(page.getByLabel('Card number')).toBeVisible();
    await screenshotFromTop(page, 'create-film-payment');

    await payWith(page, { number: '4000 0000 0000 0002', expiry: '12/34', cvc: '123' });
    await expect(page.getByText('Payment Failed', { exact: true })).toBeVisible();
    await expect(page.getByText('Your card was declined.', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Payment Required - $100' })).toBeVisible();

    // Nothing was saved for the declined card.
    const profile = await page.context().newPage();
    await profile.goto('/profile');
    const requestsCard = profile.getByRole('region', { name: 'My Film Requests' });
    await expect(requestsCard.getByText(/^No film requests yet\./)).toBeVisible();
    await expect(requestsCard.getByRole('link', { name: 'Create a film' })).toHaveAttribute('href', '/create-film');
    await profile.close();

    await payWith(page, { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' });
    const success = page.getByRole('region', { name: 'Payment Successful!' });
    const message = "Your film request has been submitted. We'll contact you within 24-48 hours.";
    await expect(success.getByText(message, { exact: true })).toBeVisible();
    await expect(success.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('status').filter({ hasText: 'Payment Successful!' }).first()).toBeVisible();
    await screenshotAt(page, 'create-film-success');
    // After 5 s a fresh, empty form is back.
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue('', { timeout: 10_000 });

    await page.goto('/profile');
    const mine = page.getByRole('region', { name: 'My Film Requests' });
    const item = mine.getByRole('listitem').filter({ hasText: title });
    await expect(item).toContainText('Submitted');
    await expect(item).toContainText(/Paid \w+ \d{1,2}, \d{4}/);
    await screenshotFromTop(page, 'profile-film-requests');

    const admin = await browser.newContext({ baseURL });
    const adminPage = await admin.newPage();
    await adminPage.goto('/admin-login');
    await adminPage.getByLabel('Password', { exact: true }).fill(E2E_ADMIN_PASSWORD);
    await adminPage.getByRole('button', { name: 'Access Admin Portal' }).click();
    const list = adminPage.getByRole('region', { name: 'Film Requests' });
    const row = list.getByRole('row', { name: new RegExp(title) });
    await expect(row).toContainText(member.email);
    await expect(row).toContainText('Drama');
    await expect(row).toContainText('Medium (15-30 min)');
    await expect(row).toContainText('3-4 weeks');
    await expect(row).toContainText('Submitted');
    await screenshotAt(adminPage, 'admin-film-requests');
    await screenshotOf(adminPage, list, 'admin-film-requests-card');

    await row.getByRole('button', { name: `View ${title}` }).click();
    const dialog = adminPage.getByRole('dialog', { name: title });
    await expect(dialog).toContainText('Ada keeps the light burning');
    await expect(dialog).toContainText('Contemplative');
    await expect(dialog.getByRole('button', { name: 'Deliver Film' })).toHaveCount(0);
    await screenshotOf(adminPage, dialog, 'admin-film-request-dialog');
    await dialog.getByRole('button', { name: 'Start Production' }).click();
    await expect(adminPage.getByText(`"${title}" is now in production.`, { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(row).toContainText('In production');

    await page.reload();
    await expect(mine.getByRole('listitem').filter({ hasText: title })).toContainText('In production');

    // The administrator delivers the film: the member's own, from its link.
    await row.getByRole('button', { name: `View ${title}` }).click();
    await dialog.getByRole('button', { name: 'Deliver Film' }).click();
    const delivery = adminPage.getByRole('dialog', { name: 'Deliver Film' });
    await expect(delivery.getByLabel('Title*')).toHaveValue(title);
    await expect(delivery.getByLabel('Genre*')).toHaveValue('Drama');
    await delivery.getByRole('button', { name: 'Deliver Film' }).click();
    await expect(delivery.getByText('YouTube link is required')).toBeVisible();
    await delivery.getByLabel('YouTube Link*').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await delivery.getByLabel('Duration').fill('24m');
    await delivery.getByLabel('Maturity Rating*').selectOption('13+');
    await screenshotOf(adminPage, delivery, 'admin-deliver-film');
    await delivery.getByRole('button', { name: 'Deliver Film' }).click();
    await expect(
      adminPage.getByText(`"${title}" is delivered: the member can watch it now.`, { exact: true }),
    ).toBeVisible();
    await expect(dialog).toContainText(`Film delivered${title}`);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(row).toContainText('Delivered');
    await admin.close();

    // The member's mail leads straight to the film, which plays as any other (the host is out of reach here).
    const mail = await latestMailTo(member.email, /^Your film is ready/);
    const watchLink = /https?:\/\/\S+\/watch\/[\w%-]+/.exec(mail.text ?? '')?.[0] ?? 'no watch link in the mail';
    const filmId = decodeURIComponent(new URL(watchLink).pathname.split('/').pop()!);
    await page.goto(watchLink);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    expect(
      (
        await page.request.post('/api/watch-progress', { data: { videoId: filmId, progress: 300, duration: 1440 } })
      ).ok(),
    ).toBe(true);

    // Your Films, first on home; My Films with its request; and Viewing Activity.
    await page.goto('/');
    const yours = page.getByRole('region', { name: 'Your Films' });
    await expect(yours.getByRole('heading', { name: title, level: 3 })).toBeVisible();
    await screenshotFromTop(page, 'home-your-films');
    await page.getByRole('button', { name: `${member.firstName} ${member.lastName}` }).click();
    await page.getByRole('menuitem', { name: 'My Films' }).click();
    await expect(page).toHaveURL(/\/my-films$/);
    await expect(page.getByRole('region', { name: 'My Films' }).getByRole('heading', { name: title })).toBeVisible();
    const request = page
      .getByRole('region', { name: 'My Film Requests' })
      .getByRole('listitem')
      .filter({ hasText: title });
    await expect(request).toContainText('Delivered');
    await expect(request.getByRole('link', { name: `Watch ${title}` })).toHaveAttribute('href', `/watch/${filmId}`);
    await screenshotFromTop(page, 'my-films');
    await page.goto('/history');
    await expect(
      page.getByRole('region', { name: 'Viewing Activity' }).getByRole('link', { name: title }),
    ).toBeVisible();
  });
  test('a paid request whose save failed is saved after a reload, without paying again', async ({ page }) => {
    const title = `Salt and Static ${randomUUID().slice(0, 4)}`;
    await page.request.post('/api/auth/signup', { data: newMember() });
    await page.goto('/create-film');
    await fillRequest(page, { title, description: 'A radio operator hears a voice from a sunken ship.' });
    await page.getByRole('button', { name: 'Continue to Payment ($100)' }).click();

    // The gateway cannot be reached for the save, only for the payment.
    await page.route('**/api/film-requests', (route) => route.abort('connectionfailed'));
    await payWith(page, { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' });
    const saving = page.getByRole('region', { name: 'Your payment went through' });
    await expect(saving).toContainText('is safe: you will not be charged again');
    await expect(page.getByText('Error', { exact: true })).toBeVisible();
    await expect(saving.getByRole('button', { name: 'Try Again' })).toBeVisible();
    // No reply came, so there is no request id to quote: neither the toast nor the box shows a reference.
    await expect(page.getByText(/^Reference: /)).toHaveCount(0);
    await screenshotFromTop(page, 'create-film-save-retrying');

    // The paid request survives a reload of the tab, and is saved once the gateway answers again.
    await page.unroute('**/api/film-requests');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
    await page.goto('/profile');
    await expect(
      page.getByRole('region', { name: 'My Film Requests' }).getByRole('listitem').filter({ hasText: title }),
    ).toContainText('Submitted');

    // Saved once: a second visit has nothing left to retry.
    await page.goto('/create-film');
    await expect(page.getByRole('button', { name: 'Continue to Payment ($100)' })).toBeVisible();
  });
});
