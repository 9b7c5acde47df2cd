import { randomUUID } from 'node:crypto';
import { expect, newMember, screenshotAt, test } from '../fixtures';
import { signInAsAdmin } from '../support/admin';

test("the administrator opens Insights and finds a member's play in its chart and its top titles", async ({
  page,
  browser,
  baseURL,
}) => {
  await page.goto('/admin-login');
  await signInAsAdmin(page);
  const title = `Counted Once ${randomUUID().slice(0, 6)}`;
  const added = await page.request.post('/api/admin/videos', {
    data: { title, youtubeId: 'dQw4w9WgXcQ', genre: 'Drama', category: 'new', duration: '10m' },
  });
  const film = (await added.json()) as { id: string };

  // A member watches it, as the player saves: a minute in, then ten seconds on.
  const viewer = await browser.newContext({ baseURL });
  expect((await viewer.request.post('/api/auth/signup', { data: newMember() })).ok()).toBe(true);
  const save = (progress: number) =>
    viewer.request.post('/api/watch-progress', { data: { videoId: film.id, progress, duration: 600 } });
  await expect(async () => expect((await save(60)).status()).toBe(200)).toPass();
  expect((await save(70)).status()).toBe(200);
  expect((await viewer.request.put(`/api/ratings/${film.id}`, { data: { rating: 'love' } })).status()).toBe(200);
  await viewer.close();

  await page.getByRole('link', { name: 'Insights' }).click();
  await expect(page).toHaveURL(/\/admin\/insights$/);
  await expect(page).toHaveTitle('Insights · Cinevia');
  await expect(page.getByRole('link', { name: 'Insights' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');

  // Counted within the progress writer's interval: the page asks again until the play is there.
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(async () => {
    await page.getByRole('button', { name: 'Today' }).click();
    await page.getByRole('button', { name: '7 days' }).click();
    await expect(row).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 40_000 });
  // Ten seconds watched (a minute in, then ten seconds on), not yet 90 % of it.
  await expect(row.getByRole('cell')).toHaveText(['1', '0.0028', '0%', '0', '1', '0']);

  // Today's figures: the play is in the Plays chart's total, and the chart has its day.
  await page.getByRole('button', { name: 'Today' }).click();
  await expect(page.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');
  const plays = page.getByRole('figure', { name: /^Plays/ });
  await expect(plays).toBeVisible();
  expect(Number((await plays.locator('figcaption strong').innerText()).replace(/,/g, ''))).toBeGreaterThanOrEqual(1);
  await expect(plays.locator('.recharts-bar-rectangle').first()).toBeAttached();
  await expect(row).toBeVisible();

  // Sorted by a figure on asking: loves, most first.
  const loves = page.getByRole('columnheader', { name: 'Loves' });
  await loves.getByRole('button').click();
  await expect(loves).toHaveAttribute('aria-sort', 'descending');
  await expect(page.getByRole('row').nth(1)).toContainText(/./);
  await page.mouse.move(0, 0);
  await page.evaluate("window.scrollTo({ top: 0, behavior: 'instant' })");
  await screenshotAt(page, 'admin-insights');

  await page.getByRole('link', { name: 'Catalogue' }).click();
  await expect(page).toHaveURL(/\/admin$/);
});
