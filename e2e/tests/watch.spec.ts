import { join } from 'node:path';
import { expect, SCREENSHOTS, screenshotAt, test, VIEWPORTS } from '../fixtures';
import { signUp, subscribe, useFakePlayer } from '../support/viewing';

test.beforeEach(async ({ page }) => {
  await useFakePlayer(page);
  await signUp(page);
});

test('a subscriber watches a film, leaves, and resumes it from Continue Watching', async ({ page }) => {
  await subscribe(page);
  // Time still flows; runFor below plays many seconds of film (and the app's timers) at once.
  await page.clock.install();
  await page.goto('/');

  const firstRow = page.getByRole('region', { name: 'Original Series' });
  const playLink = firstRow.getByRole('link', { name: /^Play / }).first();
  const title = ((await playLink.textContent()) ?? '').replace(/^Play\s*/, '').trim();
  await playLink.click();

  await expect(page).toHaveURL(/\/watch\//);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(`${title} · Cinevia`);
  const pause = page.getByRole('button', { name: 'Pause' });
  await expect(pause).toBeVisible();
  for (const name of ['Close player', 'Mute', 'Fullscreen']) {
    await expect(page.getByRole('button', { name })).toBeVisible();
  }
  await expect(page.getByRole('slider', { name: 'Seek' })).toBeVisible();
  await expect(page.getByText('10:00', { exact: true })).toBeVisible();

  // 25 s of film: the 10 s saves run twice, and the overlays fade for lack of mouse movement.
  const saves = page.waitForRequest(
    (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/watch-progress',
  );
  await page.clock.runFor(25_000);
  await saves;
  await expect(page.locator('[data-controls="hidden"]')).toBeVisible();
  await expect(pause).toBeHidden();
  await screenshotAt(page, 'watch-controls-hidden');

  await page.mouse.move(200, 200);
  await page.mouse.move(240, 220);
  await expect(pause).toBeVisible();
  await pause.click();
  await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  // 25 s, plus the real seconds the test itself took since.
  const seek = page.getByRole('slider', { name: 'Seek' });
  await expect(seek).toHaveAttribute('aria-valuetext', /^0:(2[5-9]|3\d) of 10:00$/);
  const stoppedAt = Number(await seek.inputValue());
  await page.getByRole('button', { name: 'Mute' }).click();
  await expect(page.getByRole('button', { name: 'Unmute' })).toBeVisible();
  await screenshotAt(page, 'watch-controls-shown');

  // Leaving saves once more; the home page then leads with Continue Watching.
  await page.getByRole('button', { name: 'Close player' }).click();
  await expect(page).toHaveURL(/\/$/);
  const continueWatching = page.getByRole('region', { name: 'Continue Watching' });
  await expect(continueWatching).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText('Continue Watching');
  const watched = continueWatching.getByRole('progressbar', { name: 'Watched' });
  await expect(watched).toHaveAttribute('aria-valuenow', String(Math.round((stoppedAt / 600) * 100)));
  await screenshotAt(page, 'home-continue-watching');
  for (const [label, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size);
    await continueWatching.screenshot({ path: join(SCREENSHOTS, `home-continue-watching-row-${label}.png`) });
  }

  await continueWatching.getByRole('link', { name: `Resume ${title}` }).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect
    .poll(() => page.evaluate<number | undefined>('window.__fakePlayer?.options.playerVars.start'))
    .toBe(stoppedAt);
  await expect(seek).toHaveValue(new RegExp(`^(${stoppedAt}|${stoppedAt + 1}|${stoppedAt + 2})$`));
});

test('an unknown film says so and goes back', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Original Series' })).toBeVisible();
  await page.goto('/watch/no-such-film');
  await expect(page.getByRole('heading', { name: 'Video Not Found' })).toBeVisible();
  await expect(page.getByText("The video you're looking for doesn't exist.")).toBeVisible();
  await screenshotAt(page, 'watch-not-found');
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the player explains when the host cannot be reached', async ({ page }) => {
  await page.unroute('https://www.youtube.com/iframe_api');
  await page.route('https://www.youtube.com/iframe_api', (route) => route.abort('internetdisconnected'));
  await page.goto('/');
  const row = page.getByRole('region', { name: 'Original Series' });
  const title = (await row.getByRole('heading', { level: 3 }).first().textContent())?.trim() ?? '';
  await row.getByRole('link', { name: `Play ${title}`, exact: true }).click();
  await expect(page.getByText('The player could not load.')).toBeVisible();
  // The film's title stays in the overlay beside the error.
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await screenshotAt(page, 'watch-player-failed');
  await expect(page.getByText('Check your connection and try again.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page.getByRole('heading', { name: 'Original Series' })).toBeVisible();
});
