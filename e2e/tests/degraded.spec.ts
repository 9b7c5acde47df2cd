import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page, Response } from '@playwright/test';
import { expect, newMember, screenshotAt, test, VIEWPORTS } from '../fixtures';
import { E2E_ADMIN_PASSWORD, E2E_LOG_DIR } from '../global-setup';
import { startService, stopService } from '../support/stack-control';
import { subscribe, useFakePlayer } from '../support/viewing';

type Film = { id: string; title: string };
type Subscriber = { name: string; email: string; film: Film };

/** Issue 23 asks for what each page shows with a service down at 390 and 1440 px. */
const DEGRADED_VIEWPORTS = { desktop: VIEWPORTS.desktop, phone: { width: 390, height: 844 } };

/** Where the journeys leave the film in the player before stopping a service (seconds). */
const STOPPED_AT = 60;

/**
 * What the apps show under a failure so support can find it: the first 8 characters of the failed
 * reply's `x-request-id`, the id its access-log lines carry.
 */
function referenceOf(reply: Response): string {
  const requestId = reply.headers()['x-request-id'];
  expect(requestId, `${reply.url()} answered without x-request-id`).toBeTruthy();
  return `Reference: ${requestId!.slice(0, 8)}`;
}

/** The reply to the page's next GraphQL operation of this name (sent as POST, or as GET for shared queries). */
function graphqlReply(page: Page, operationName: string): Promise<Response> {
  return page.waitForResponse((reply) => {
    const request = reply.request();
    const url = new URL(request.url());
    if (url.pathname !== '/graphql') return false;
    const sent =
      request.method() === 'GET'
        ? url.searchParams.get('operationName')
        : (request.postDataJSON() as { operationName?: string } | null)?.operationName;
    return sent === operationName;
  });
}

/** The first film of the home page's first row, by id and title, from the API. */
async function firstFilm(page: Page): Promise<Film> {
  const videos = (await (await page.request.get('/api/videos?limit=1')).json()) as Film[];
  return videos[0]!;
}

/**
 * A new member, signed in on this page, who pays for Premium, saves a film to My List and stops it
 * at STOPPED_AT: every service then has something of theirs to show.
 */
async function subscriberWithHistory(page: Page): Promise<Subscriber> {
  const member = newMember();
  expect((await page.request.post('/api/auth/signup', { data: member })).ok()).toBe(true);
  await subscribe(page);
  const film = await firstFilm(page);
  await expect
    .poll(async () => (await page.request.post('/api/watchlist', { data: { videoId: film.id } })).status())
    .toBe(201);
  await expect
    .poll(async () =>
      (
        await page.request.post('/api/watch-progress', {
          data: { videoId: film.id, progress: STOPPED_AT, duration: 600 },
        })
      ).status(),
    )
    .toBe(200);
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Continue Watching' })).toBeVisible();
  return { name: `${member.firstName} ${member.lastName}`, email: member.email, film };
}

/**
 * What billing and commissions do not own works as ever with either of them stopped: the home page
 * (with Continue Watching and My List marks, which viewing owns), search, categories, My List, the
 * player resuming where the member stopped, and the pricing page. Each page is photographed.
 */
async function catalogueAndViewingWork(page: Page, stopped: string, { film }: Subscriber): Promise<void> {
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Original Series' }).getByRole('article').first()).toBeVisible();
  const continueWatching = page.getByRole('region', { name: 'Continue Watching' });
  await expect(continueWatching.getByRole('link', { name: `Resume ${film.title}` })).toBeVisible();
  await expect(page.getByRole('button', { name: `Remove ${film.title} from My List` }).first()).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await screenshotAt(page, `degraded-${stopped}-home`, DEGRADED_VIEWPORTS);

  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('searchbox', { name: 'Search' }).pressSequentially(film.title, { delay: 20 });
  await expect(page.getByRole('heading', { name: `Search Results for "${film.title}"` })).toBeVisible();
  await expect(page.getByRole('heading', { name: film.title, level: 3 }).first()).toBeVisible();
  await screenshotAt(page, `degraded-${stopped}-search`, DEGRADED_VIEWPORTS);
  await page.getByRole('button', { name: 'Close search' }).click();

  await page.goto('/categories');
  await expect(page.getByRole('heading', { name: 'Browse Categories', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: /^All Content \(\d+\)$/ })).toBeVisible();
  const grid = page.getByRole('region', { name: 'All Content' });
  await expect(grid.getByRole('status')).toHaveText(/^\d+ films$/);
  await expect(grid.getByRole('listitem').first()).toBeVisible();
  await screenshotAt(page, `degraded-${stopped}-categories`, DEGRADED_VIEWPORTS);

  await page.goto('/watchlist');
  await expect(page.getByRole('heading', { name: 'My List', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: film.title, level: 3 })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await screenshotAt(page, `degraded-${stopped}-my-list`, DEGRADED_VIEWPORTS);

  await page.goto(`/watch/${film.id}`);
  await expect(page.getByRole('heading', { name: film.title, level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  await expect
    .poll(() => page.evaluate<number | undefined>('window.__fakePlayer?.options.playerVars.start'))
    .toBe(STOPPED_AT);
  await expect(page.getByText('Playing from the start')).toHaveCount(0);
  await screenshotAt(page, `degraded-${stopped}-watch`, DEGRADED_VIEWPORTS);

  await page.goto('/pricing');
  await expect(page.getByRole('heading', { name: 'Plans & Pricing', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Subscribe Now - $25/month' })).toBeVisible();
  await screenshotAt(page, `degraded-${stopped}-pricing`, DEGRADED_VIEWPORTS);
}

/** The profile's first card: what identity knows, whichever other service is away. */
async function identityShows(page: Page, { name, email }: Subscriber): Promise<void> {
  const information = page.getByRole('region', { name: 'Profile Information' });
  await expect(information.getByText(name, { exact: true })).toBeVisible();
  await expect(information.getByText(email, { exact: true })).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await useFakePlayer(page);
});

/** The create-film page shows its whole form (its payment and its saving are what need billing and commissions). */
async function filmFormShows(page: Page, screenshot: string): Promise<void> {
  await page.goto('/create-film');
  await expect(page.getByRole('heading', { name: 'Create Your Custom Film', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue to Payment ($100)' })).toBeVisible();
  await screenshotAt(page, screenshot, DEGRADED_VIEWPORTS);
}

test('with viewing stopped, a subscriber still browses the home page and searches; My List says it is unavailable', async ({
  page,
}) => {
  const { film } = await subscriberWithHistory(page);

  await stopService('viewing');
  try {
    await page.goto('/');
    // The catalogue is all there; what viewing owns is left out, quietly.
    const firstRow = page.getByRole('region', { name: 'Original Series' });
    await expect(firstRow.getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Continue Watching' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Remove .+ from My List$/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Add .+ to My List$/ }).first()).toBeVisible();
    await screenshotAt(page, 'degraded-viewing-home', DEGRADED_VIEWPORTS);

    await page.getByRole('button', { name: 'Search' }).click();
    const searchbox = page.getByRole('searchbox', { name: 'Search' });
    await searchbox.pressSequentially(film.title, { delay: 20 });
    await expect(page.getByRole('heading', { name: /^Search Results for/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: film.title, level: 3 }).first()).toBeVisible();
    await screenshotAt(page, 'degraded-viewing-search', DEGRADED_VIEWPORTS);

    const myListReply = graphqlReply(page, 'MyListRouteQuery');
    await page.goto('/watchlist');
    await expect(page.getByRole('heading', { name: 'My List', level: 1 })).toBeVisible();
    const unavailable = page.getByRole('alert').filter({ hasText: 'My List is unavailable right now' });
    await expect(unavailable).toBeVisible();
    // The reference of the reply that carried the failure, under the unchanged message.
    await expect(unavailable.getByText('Your saved films are safe. Try again in a moment.')).toBeVisible();
    await expect(unavailable.getByText(referenceOf(await myListReply), { exact: true })).toBeVisible();
    await screenshotAt(page, 'degraded-viewing-my-list', DEGRADED_VIEWPORTS);
  } finally {
    await startService('viewing');
  }

  // Back: My List and Continue Watching return (the gateway may skip viewing for a few seconds more).
  await expect(async () => {
    await page.goto('/watchlist');
    await expect(page.getByRole('heading', { name: film.title, level: 3 })).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Continue Watching' })).toBeVisible();
});

test('with billing stopped, a subscriber browses, watches and uses My List; the profile says the subscription cannot be checked, and nothing asks to pay again', async ({
  page,
}) => {
  const subscriber = await subscriberWithHistory(page);
  const checkouts: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/get-or-create-subscription') checkouts.push(request.method());
  });

  await stopService('billing');
  try {
    await catalogueAndViewingWork(page, 'billing', subscriber);

    // Everything identity and commissions gave; only the subscription is marked as unavailable.
    const profileReply = graphqlReply(page, 'ProfileRouteQuery');
    await page.goto('/profile');
    await identityShows(page, subscriber);
    const subscription = page.getByRole('region', { name: 'Subscription', exact: true });
    await expect(subscription.getByRole('alert')).toContainText('Your subscription details are unavailable right now');
    await expect(
      subscription.getByRole('alert').getByText(referenceOf(await profileReply), { exact: true }),
    ).toBeVisible();
    await expect(subscription.getByRole('button', { name: 'Try Again' })).toBeVisible();
    await expect(subscription.getByText('No active subscription')).toHaveCount(0);
    await expect(subscription.getByRole('link', { name: 'Subscribe Now' })).toHaveCount(0);
    await expect(page.getByText("We couldn't load your subscription")).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'My Film Requests' })).toContainText('No film requests yet');
    await screenshotAt(page, 'degraded-billing-profile', DEGRADED_VIEWPORTS);

    // The film form is all on the page; its payment step is where billing is needed.
    await filmFormShows(page, 'degraded-billing-create-film');

    // Never offered Premium again: the gateway's copy of the members (billing's events) still knows
    // a subscriber, so /subscribe sends them home.
    await page.goto('/subscribe');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Subscribe Now' })).toHaveCount(0);
    expect(checkouts).toEqual([]);
  } finally {
    await startService('billing');
  }

  // Back (once the gateway tries billing again): the profile shows the plan.
  await expect(async () => {
    await page.goto('/profile');
    const subscription = page.getByRole('region', { name: 'Subscription', exact: true });
    await expect(subscription.getByText('Premium', { exact: true })).toBeVisible({ timeout: 3_000 });
    await expect(subscription.getByText('Active', { exact: true })).toBeVisible();
  }).toPass({ timeout: 30_000 });
  expect(checkouts).toEqual([]);
});

test('with commissions stopped, a subscriber uses everything else; only the profile says the film requests are unavailable', async ({
  page,
  browser,
  baseURL,
}) => {
  const subscriber = await subscriberWithHistory(page);

  await stopService('commissions');
  try {
    await catalogueAndViewingWork(page, 'commissions', subscriber);

    const requestsReply = graphqlReply(page, 'MyFilmRequests');
    await page.goto('/profile');
    await identityShows(page, subscriber);
    const subscription = page.getByRole('region', { name: 'Subscription', exact: true });
    await expect(subscription.getByText('Premium', { exact: true })).toBeVisible();
    await expect(subscription.getByText('Active', { exact: true })).toBeVisible();
    const requests = page.getByRole('region', { name: 'My Film Requests' });
    await expect(requests.getByRole('alert')).toContainText('Your film requests are unavailable right now');
    await expect(
      requests.getByRole('alert').getByText(referenceOf(await requestsReply), { exact: true }),
    ).toBeVisible();
    await expect(requests.getByRole('button', { name: 'Try Again' })).toBeVisible();
    await screenshotAt(page, 'degraded-commissions-profile', DEGRADED_VIEWPORTS);

    await filmFormShows(page, 'degraded-commissions-create-film');

    // A subscriber's /subscribe is the home page, commissions or not.
    await page.goto('/subscribe');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('region', { name: 'Original Series' })).toBeVisible();

    // The portal lists the films; its film requests panel says they could not be loaded, and its reference.
    const admin = await browser.newPage({ baseURL });
    try {
      await admin.goto('/admin-login');
      await admin.getByLabel('Password', { exact: true }).fill(E2E_ADMIN_PASSWORD);
      const adminRequestsReply = graphqlReply(admin, 'AdminFilmRequests');
      await admin.getByRole('button', { name: 'Access Admin Portal' }).click();
      await expect(admin.getByRole('heading', { name: 'Manage Films' })).toBeVisible();
      const panel = admin.getByRole('alert').filter({ hasText: 'Could not load film requests' });
      await expect(panel).toBeVisible();
      await expect(panel.getByText(referenceOf(await adminRequestsReply), { exact: true })).toBeVisible();
      await screenshotAt(admin, 'degraded-commissions-admin', DEGRADED_VIEWPORTS);
    } finally {
      await admin.close();
    }
  } finally {
    await startService('commissions');
  }

  await expect(async () => {
    await page.goto('/profile');
    await expect(page.getByRole('region', { name: 'My Film Requests' })).toContainText('No film requests yet', {
      timeout: 3_000,
    });
  }).toPass({ timeout: 30_000 });
});

test('with identity stopped, a sign-in that fails says so with a reference that finds its line in the gateway log', async ({
  page,
}) => {
  const member = newMember();
  expect((await page.request.post('/api/auth/signup', { data: member })).ok()).toBe(true);
  await page.context().clearCookies();
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();

  await stopService('identity');
  let failed: { requestId: string; status: number };
  try {
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Password', { exact: true }).fill(member.password);
    const loginReply = page.waitForResponse((reply) => new URL(reply.url()).pathname === '/api/auth/login');
    await page.getByRole('button', { name: 'Sign In' }).click();
    const reply = await loginReply;
    expect(reply.status()).toBeGreaterThanOrEqual(500);
    failed = { requestId: reply.headers()['x-request-id'] ?? '', status: reply.status() };

    // The toast's own words are the server's; the reference is a line of its own beneath them.
    const { message } = (await reply.json()) as { message: string };
    const toast = page
      .getByRole('region', { name: /^Notifications/ })
      .getByRole('listitem')
      .filter({ hasText: message });
    await expect(toast.getByText('Error', { exact: true })).toBeVisible();
    await expect(toast.getByText(message, { exact: true })).toBeVisible();
    await expect(toast.getByText(referenceOf(reply), { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await screenshotAt(page, 'degraded-identity-sign-in', DEGRADED_VIEWPORTS);
  } finally {
    await startService('identity');
  }

  // What support does with the reference: a search of the gateway's access log finds the request.
  const shown = failed.requestId.slice(0, 8);
  const found = (await readFile(join(E2E_LOG_DIR, 'gateway.log'), 'utf8'))
    .split('\n')
    .filter((line) => line.includes(shown))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
  expect(found).toContainEqual(
    expect.objectContaining({ requestId: failed.requestId, route: '/api/auth/login', status: failed.status }),
  );
});
