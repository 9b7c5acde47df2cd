import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, newMember, screenshotAt, test } from '../fixtures';

/** Every public page of the spec's route table that the members' app serves (the admin pages are admin-web's). */
const PUBLIC_PAGES = [
  { path: '/pricing', name: 'pricing', heading: 'Plans & Pricing' },
  { path: '/faq', name: 'faq', heading: 'Frequently Asked Questions' },
  { path: '/privacy', name: 'privacy', heading: 'Privacy Policy' },
  { path: '/terms', name: 'terms', heading: 'Terms of Use' },
  { path: '/contact', name: 'contact', heading: 'Contact Us' },
  { path: '/help', name: 'help', heading: 'Help Center' },
  { path: '/jobs', name: 'jobs', heading: 'Careers at Cinevia' },
  { path: '/investor-relations', name: 'investor-relations', heading: 'Investor Relations' },
  { path: '/corporate-information', name: 'corporate-information', heading: 'Corporate Information' },
  { path: '/media-center', name: 'media-center', heading: 'Media Center' },
  { path: '/ways-to-watch', name: 'ways-to-watch', heading: 'Ways to Watch' },
  { path: '/only-on-cinevia', name: 'only-on-cinevia', heading: 'Only on Cinevia' },
  { path: '/speed-test', name: 'speed-test', heading: 'Internet Speed Test' },
  { path: '/cookie-preferences', name: 'cookie-preferences', heading: 'Cookie Preferences' },
  { path: '/legal-notices', name: 'legal-notices', heading: 'Legal Notices' },
] as const;

const CONFIRMATION = "Thank you for contacting us! We'll get back to you soon.";

/** Fails listing each serious or critical axe-core finding, so the report says what to fix. */
async function expectNoSeriousAccessibilityViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.help} at ${violation.nodes.map((node) => node.target).join(', ')}`,
    );
  expect(serious).toEqual([]);
}

async function expectPageBasics(page: Page, heading: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await expect(page).toHaveTitle(`${heading} · Cinevia`);
  const home = page.getByRole('link', { name: 'Back to Home' });
  await expect(home).toBeVisible();
  await expect(home).toHaveAttribute('href', '/');
  await expect(page.getByRole('contentinfo')).toBeVisible();
}

function field(page: Page, name: string) {
  return page.getByRole('textbox', { name, exact: true });
}

/** Full-page screenshots from the top, so the sticky header is drawn where it belongs. */
async function screenshotFromTop(page: Page, name: string): Promise<void> {
  // Instant, not the page's smooth scrolling, so the shot is taken at the top.
  await page.evaluate("window.scrollTo({ top: 0, behavior: 'instant' })");
  await screenshotAt(page, name);
}

/** Nothing may stick out sideways on the narrowest phone we support. */
async function expectNoSidewaysScrollAt360(page: Page): Promise<void> {
  await page.setViewportSize({ width: 360, height: 780 });
  const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
  expect(overflow).toBeLessThanOrEqual(0);
}

async function signUp(page: Page): Promise<void> {
  const response = await page.request.post('/api/auth/signup', { data: newMember() });
  expect(response.ok()).toBe(true);
}

test.describe('public pages for a visitor', () => {
  for (const { path, name, heading } of PUBLIC_PAGES) {
    test(`${path} shows its heading, a way home and no serious accessibility problems`, async ({ page }) => {
      await page.goto(path);
      await expectPageBasics(page, heading);
      await expect(page.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
      await expect(page.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
      await expectNoSeriousAccessibilityViolations(page);
      await screenshotFromTop(page, `public-${name}`);
      await expectNoSidewaysScrollAt360(page);
    });
  }

  test('the landing footer leads to the information pages', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Speed Test' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Internet Speed Test');
  });

  test('pricing sends a visitor to sign up, and Back returns to the previous page', async ({ page }) => {
    await page.goto('/help');
    await page.getByRole('link', { name: 'More: Plans & Pricing' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Plans & Pricing');
    await expect(page.getByText('RECOMMENDED', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Subscribe Now - $25/month' })).toHaveAttribute('href', '/signup');
    await expect(page.getByRole('heading', { name: 'Custom Films: $100 per Film' })).toBeVisible();
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page).toHaveURL(/\/help$/);
  });
});

test.describe('public pages for a member', () => {
  test.beforeEach(async ({ page }) => {
    await signUp(page);
  });

  // One member through every page (a sign-up each would be most of the time); the header a member
  // sees is InfoLayout's on each, so accessibility is checked once for it, on the first.
  test('every public page stays open to a signed-in member', async ({ page }) => {
    for (const [index, { path, heading }] of PUBLIC_PAGES.entries()) {
      await test.step(path, async () => {
        await page.goto(path);
        await expectPageBasics(page, heading);
        await expect(page).toHaveURL(new RegExp(`${path}$`));
        await expect(
          page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Home' }),
        ).toBeVisible();
        await expect(page.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
        if (index === 0) await expectNoSeriousAccessibilityViolations(page);
      });
    }
  });

  test('pricing sends a member on to subscribe', async ({ page }) => {
    await page.goto('/pricing');
    await expect(page.getByRole('link', { name: 'Subscribe Now - $25/month' })).toHaveAttribute('href', '/subscribe');
    await screenshotFromTop(page, 'public-pricing-signed-in');
  });
});

test.describe('the FAQ page', () => {
  test('keeps at most one answer open, and closes the open one when it is selected again', async ({ page }) => {
    await page.goto('/faq');
    const questions = page.getByRole('main').getByRole('button');
    await expect(questions).toHaveCount(9);
    const first = page.getByRole('button', { name: 'What is Cinevia?' });
    const second = page.getByRole('button', { name: 'How much does Cinevia cost?' });

    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('Cinevia is a streaming service for original films', { exact: false })).toBeVisible();

    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('main').locator('[aria-expanded="true"]')).toHaveCount(1);

    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('main').locator('[aria-expanded="true"]')).toHaveCount(0);
  });
});

test.describe('keyboard use', () => {
  test('skips to the content, reaches the way home, and opens an answer without a mouse', async ({ page }) => {
    await page.goto('/faq');
    // The session check shows a spinner first; keys pressed before the page is drawn go nowhere.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently Asked Questions');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Back to Home' })).toBeFocused();
    await page.keyboard.press('Tab');
    const first = page.getByRole('button', { name: 'What is Cinevia?' });
    await expect(first).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
  });
});

test.describe('the contact form', () => {
  test('explains missing fields and a malformed email, then confirms and clears the form', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByText('Mon-Fri 9:00 AM-9:00 PM EST')).toBeVisible();
    await expect(page.getByText('Sat-Sun 10:00 AM-6:00 PM EST')).toBeVisible();
    await expect(page.getByText(/Atlanta, GA/)).toBeVisible();

    const send = page.getByRole('button', { name: 'Send Message' });
    await send.click();
    for (const message of ['Name is required', 'Email is required', 'Subject is required', 'Message is required']) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(field(page, 'Name')).toBeFocused();
    await expectNoSeriousAccessibilityViolations(page);
    await screenshotFromTop(page, 'public-contact-errors');

    await field(page, 'Name').fill('Nina Okafor');
    await field(page, 'Email').fill('nina@');
    await field(page, 'Subject').fill('My custom film');
    await field(page, 'Message').fill('When will you contact me about my request?');
    await send.click();
    await expect(page.getByText('Please enter a valid email address', { exact: true })).toBeVisible();
    await expect(page.getByText('Name is required', { exact: true })).toHaveCount(0);

    await field(page, 'Email').fill('nina@example.com');
    await send.click();
    await expect(page.getByText(CONFIRMATION, { exact: true })).toBeVisible();
    for (const name of ['Name', 'Email', 'Subject', 'Message']) {
      await expect(field(page, name)).toHaveValue('');
    }
  });
});

test.describe('the help center', () => {
  test('filters the common questions as you type, and topic cards lead to their questions', async ({ page }) => {
    await page.goto('/help');
    const search = page.getByRole('searchbox', { name: 'Search the Help Center' });
    await search.fill('buffering');
    await expect(page.getByRole('heading', { name: 'Why does my film keep buffering?' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'How do I cancel my subscription?' })).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'answer matches' })).toBeVisible();
    await screenshotFromTop(page, 'public-help-search');

    await expect(page.getByRole('heading', { name: 'Browse Topics' })).toBeHidden();
    await search.fill('xylophone');
    await expect(page.getByText('No answers match your search.', { exact: false })).toBeVisible();

    await search.fill('');
    await expect(page.getByRole('heading', { name: 'How do I cancel my subscription?' })).toBeVisible();

    await page.getByRole('link', { name: 'Custom Film Creation' }).click();
    await expect(page).toHaveURL(/\/help#custom-film-creation$/);
    await expect(page.getByRole('button', { name: 'How do I commission a custom film?' })).toBeInViewport();
    await expect(page.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/contact');
  });
});

test.describe('the careers page', () => {
  test('lists three remote commission-based roles whose Apply Now starts an email', async ({ page }) => {
    await page.goto('/jobs');
    const apply = page.getByRole('link', { name: /^Apply Now/ });
    await expect(apply).toHaveCount(3);
    await expect(page.getByText('Commission-based', { exact: true })).toHaveCount(3);
    await expect(page.getByRole('link', { name: 'Apply Now for Content Contributor' })).toHaveAttribute(
      'href',
      /^mailto:careers@cinevia\.com\?subject=Application%3A%20Content%20Contributor$/,
    );
  });
});

test.describe('the speed test', () => {
  test('times downloads from our server and says which qualities the connection supports', async ({ page }) => {
    await page.goto('/speed-test');
    for (const speed of ['3 Mbps', '5 Mbps', '8 Mbps', '25 Mbps']) {
      await expect(page.getByRole('cell', { name: speed, exact: true })).toBeVisible();
    }
    const downloads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/speed-test')) downloads.push(new URL(request.url()).search);
    });
    await page.getByRole('button', { name: 'Start Test' }).click();
    await expect(page.getByText('Your download speed')).toBeVisible({ timeout: 45_000 });
    await expect(page.getByRole('status').filter({ hasText: 'Mbps' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your connection supports' })).toBeVisible();
    expect(downloads).toHaveLength(4);
    await expect(page.getByRole('button', { name: 'Test Again' })).toBeEnabled();
    await screenshotFromTop(page, 'public-speed-test-result');
  });

  test('says clearly when the test cannot reach the server', async ({ page }) => {
    await page.route('**/api/speed-test?**', (route) => route.abort('internetdisconnected'));
    await page.goto('/speed-test');
    await page.getByRole('button', { name: 'Start Test' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'The speed test could not finish.' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Test Again' })).toBeEnabled();
  });
});

test.describe('cookie preferences', () => {
  test('keeps essential cookies on and remembers the saved choice on this browser', async ({ page }) => {
    await page.goto('/cookie-preferences');
    const essential = page.getByRole('switch', { name: 'Essential cookies' });
    const analytics = page.getByRole('switch', { name: 'Analytics cookies' });
    const marketing = page.getByRole('switch', { name: 'Marketing cookies' });
    await expect(essential).toBeChecked();
    await expect(essential).toBeDisabled();
    await expect(analytics).not.toBeChecked();

    await analytics.click();
    await expect(analytics).toBeChecked();
    await page.getByRole('button', { name: 'Save Preferences' }).click();
    await expect(
      page.getByText('Your cookie preferences have been saved on this browser.', { exact: true }),
    ).toBeVisible();

    await page.reload();
    await expect(analytics).toBeChecked();
    await expect(marketing).not.toBeChecked();
    await expect(page.getByRole('switch', { name: 'Preference cookies' })).not.toBeChecked();
  });
});
