import type { Page } from '@playwright/test';
import { expect, screenshotAt, test } from '../fixtures';
import { startService, stopService } from '../support/stack-control';
import { signUp, subscribe } from '../support/viewing';

/** The first film of the home page's first row, by id and title, from the API. */
async function firstFilm(page: Page): Promise<{ id: string; title: string }> {
  const videos = (await (await page.request.get('/api/videos?limit=1')).json()) as { id: string; title: string }[];
  return videos[0]!;
}

test('with viewing stopped, a subscriber still browses the home page and searches; My List says it is unavailable', async ({
  page,
}) => {
  await signUp(page);
  await subscribe(page);
  const film = await firstFilm(page);
  await expect
    .poll(async () => (await page.request.post('/api/watchlist', { data: { videoId: film.id } })).status())
    .toBe(201);
  await expect
    .poll(async () =>
      (
        await page.request.post('/api/watch-progress', { data: { videoId: film.id, progress: 60, duration: 600 } })
      ).status(),
    )
    .toBe(200);
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Continue Watching' })).toBeVisible();

  await stopService('viewing');
  try {
    await page.goto('/');
    // The catalogue is all there; what viewing owns is left out, quietly.
    const firstRow = page.getByRole('region', { name: 'Original Series' });
    await expect(firstRow.getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Continue Watching' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Remove .+ from My List$/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Add .+ to My List$/ }).first()).toBeVisible();
    await screenshotAt(page, 'degraded-viewing-home');

    await page.getByRole('button', { name: 'Search' }).click();
    const searchbox = page.getByRole('searchbox', { name: 'Search' });
    await searchbox.pressSequentially(film.title, { delay: 20 });
    await expect(page.getByRole('heading', { name: /^Search Results for/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: film.title, level: 3 }).first()).toBeVisible();
    await screenshotAt(page, 'degraded-viewing-search');

    await page.goto('/watchlist');
    await expect(page.getByRole('heading', { name: 'My List', level: 1 })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'My List is unavailable right now' })).toBeVisible();
    await screenshotAt(page, 'degraded-viewing-my-list');
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
