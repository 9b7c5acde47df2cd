import { expect, screenshotAt, test } from '../fixtures';
import { signUp, subscribe, useFakePlayer } from '../support/viewing';

/** Starter series (services/catalogue/seed/series.json): one for everyone, one rated 16+. */
const BRAMBLE = { id: '5e1a0b6e-0a1c-4a43-9d0e-2f3b6c1d7a04', title: 'Bramble and the Weather' };
const SALVAGE = { id: '5e1a0b6e-0a1c-4a43-9d0e-2f3b6c1d7a03', title: 'The Long Salvage' };

test.beforeEach(async ({ page }) => {
  await useFakePlayer(page);
  await signUp(page);
});

test('a member opens a series from TV Shows, the countdown carries them to the next episode, and the series page knows where they are', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/');
  await page.getByRole('navigation').getByRole('link', { name: 'TV Shows' }).first().click();
  await expect(page).toHaveURL(/\/series$/);
  await expect(page.getByRole('heading', { name: 'TV Shows', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: /^Children's \(\d+\)$/ }).click();
  await expect(page).toHaveURL(/genre=Children/);
  await screenshotAt(page, 'series-browse');
  await page.getByRole('link', { name: BRAMBLE.title }).click();

  await expect(page.getByRole('heading', { name: BRAMBLE.title, level: 1 })).toBeVisible();
  await expect(page.getByText('4 Episodes')).toBeVisible();
  await screenshotAt(page, 'series-page');
  await page.getByRole('link', { name: 'Play S1:E1' }).click();

  await expect(page.getByRole('heading', { name: BRAMBLE.title, level: 1 })).toBeVisible();
  await page.mouse.move(200, 200); // the overlay fades while the mouse is still
  await expect(page.getByText('Drizzle Day')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  // The fake film is 10 minutes long: 15 s before its end the next episode is offered.
  await page.evaluate('window.__fakePlayer.advance(585)');
  await page.clock.runFor(1_000);
  const offer = page.getByRole('complementary', { name: /^Next episode in/ });
  await expect(offer).toBeVisible();
  await expect(offer).toContainText('S1:E2 The Big Fog');
  await screenshotAt(page, 'series-next-episode');
  await page.clock.runFor(10_000);
  await expect(page).toHaveURL(new RegExp(`/watch/${BRAMBLE.id}-e2$`));
  await page.mouse.move(240, 220);
  await expect(page.getByText('The Big Fog')).toBeVisible();
  await expect(offer).toBeHidden();

  // In S1:E2, the member cancels the countdown once and stays.
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  await page.evaluate('window.__fakePlayer.advance(590)');
  await page.clock.runFor(1_000);
  await expect(offer).toContainText('S1:E3 Rainbow Lessons');
  await offer.getByRole('button', { name: 'Cancel' }).click();
  await page.clock.runFor(12_000);
  await expect(offer).toBeHidden();
  // Still S1:E2 (its overlay has faded meanwhile, the mouse being still).
  await expect(page).toHaveURL(new RegExp(`/watch/${BRAMBLE.id}-e2$`));

  // Leaving saves where they are: past 90 % of S1:E2, so the series page offers S1:E3.
  await page.getByRole('button', { name: 'Close player' }).click();
  await page.goto(`/series/${BRAMBLE.id}`);
  await expect(page.getByRole('link', { name: 'Play S1:E3' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Watched' })).toHaveCount(2);

  // Continue Watching holds the series once, at the episode up next, and starts it there.
  await page.goto('/');
  const continueWatching = page.getByRole('region', { name: 'Continue Watching' });
  await expect(continueWatching.getByText('Next: S1:E3')).toBeVisible();
  await expect(continueWatching.getByRole('heading', { name: BRAMBLE.title })).toHaveCount(1);
  await screenshotAt(page, 'series-continue-watching');
  await continueWatching.getByRole('link', { name: `Play ${BRAMBLE.title}` }).click();
  await page.mouse.move(200, 200);
  await expect(page.getByText('Rainbow Lessons')).toBeVisible();
  await expect(page.getByRole('heading', { name: BRAMBLE.title, level: 1 })).toBeVisible();
});

test('a Kids profile cannot open a 16+ series by its address, nor play its episodes', async ({ page }) => {
  const created = await page.request.post('/api/profiles', { data: { name: 'Pip', isKids: true } });
  expect(created.ok()).toBe(true);
  const pip = (await created.json()) as { id: string };
  expect((await page.request.post(`/api/profiles/${pip.id}/switch`, { data: {} })).ok()).toBe(true);

  await page.goto(`/series/${SALVAGE.id}`);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  expect((await page.request.get(`/api/series/${SALVAGE.id}`)).status()).toBe(404);
  await page.goto(`/watch/${SALVAGE.id}-e1`);
  await expect(page.getByRole('heading', { name: 'Video Not Found' })).toBeVisible();
  await page.goto('/series');
  await expect(page.getByRole('link', { name: BRAMBLE.title })).toBeVisible();
  await expect(page.getByRole('link', { name: SALVAGE.title })).toHaveCount(0);
});

test('a subscriber jumps between episodes from the player, and keeps a series in My List', async ({ page }) => {
  await subscribe(page);
  await page.goto(`/watch/${SALVAGE.id}-e1`);
  await page.mouse.move(200, 200);
  await page.getByRole('button', { name: 'Episodes' }).click();
  const panel = page.getByRole('complementary', { name: 'Episodes' });
  await expect(panel.getByRole('link', { name: /^S1:E1 / })).toHaveAttribute('aria-current', 'true');
  await panel.getByRole('combobox', { name: 'Season' }).selectOption('2');
  await screenshotAt(page, 'series-episodes-panel');
  await panel.getByRole('link', { name: /^S2:E1 / }).click();
  await expect(page).toHaveURL(new RegExp(`/watch/${SALVAGE.id}-e\\d+$`));
  await page.mouse.move(220, 220);
  await expect(page.getByText('S2:E1', { exact: true })).toBeVisible();

  await page.goto(`/series/${SALVAGE.id}`);
  await page.getByRole('button', { name: `Add ${SALVAGE.title} to My List` }).click();
  await expect(page.getByRole('button', { name: `Remove ${SALVAGE.title} from My List` })).toBeVisible();
  // A film saved after it comes first: films and series together, newest first.
  const [film] = (await (await page.request.get('/api/videos?limit=1')).json()) as { id: string; title: string }[];
  expect((await page.request.post('/api/watchlist', { data: { videoId: film!.id } })).ok()).toBe(true);
  await page.goto('/watchlist');
  const myList = page.getByRole('region', { name: 'My List' });
  await expect(myList.getByText('1 series, 1 film, newest first')).toBeVisible();
  await expect(myList.getByRole('heading', { level: 3 })).toHaveText([film!.title, SALVAGE.title]);
  await screenshotAt(page, 'series-my-list');
  await myList.getByRole('button', { name: `Remove ${film!.title} from My List` }).click();
  await expect(myList.getByText('1 series, newest first')).toBeVisible();
  await myList.getByRole('button', { name: `Remove ${SALVAGE.title} from My List` }).click();
  await expect(page.getByRole('heading', { name: 'Your list is empty' })).toBeVisible();
});
