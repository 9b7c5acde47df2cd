import { expect, newMember, screenshotAt, test } from '../fixtures';

test('a member finds every film begun in Viewing Activity, a finished one too, newest first', async ({ page }) => {
  const member = newMember();
  expect((await page.request.post('/api/auth/signup', { data: member })).ok()).toBe(true);
  await page.goto('/history');
  await expect(page.getByRole('heading', { name: 'Nothing watched yet' })).toBeVisible();
  await screenshotAt(page, 'history-empty');

  // Two films watched, as the player saves them: the first to its end, the second a quarter in.
  const films = (await (await page.request.get('/api/videos')).json()) as { id: string; title: string }[];
  const [finished, begun] = films as [{ id: string; title: string }, { id: string; title: string }];
  const save = (videoId: string, progress: number, savedAt: number) =>
    page.request.post('/api/watch-progress', { data: { videoId, progress, duration: 3600, savedAt } });
  expect((await save(finished.id, 3600, Date.now() - 60_000)).status()).toBe(200);
  expect((await save(begun.id, 900, Date.now())).status()).toBe(200);

  await page.goto('/');
  await page.getByRole('button', { name: `${member.firstName} ${member.lastName}` }).click();
  await page.getByRole('menuitem', { name: 'Viewing Activity' }).click();
  await expect(page).toHaveURL(/\/history$/);
  await expect(page).toHaveTitle('Viewing Activity · Cinevia');
  await expect(page.getByText('2 titles watched, newest first')).toBeVisible();
  const entries = page.getByRole('region', { name: 'Viewing Activity' }).getByRole('listitem');
  await expect(entries.getByRole('link')).toHaveText([begun.title, finished.title]);
  await expect(entries.nth(0)).toContainText('15 of 60 min');
  await expect(entries.nth(1)).toContainText('Finished');
  await screenshotAt(page, 'history');

  await entries.getByRole('link', { name: begun.title }).click();
  await expect(page).toHaveURL(new RegExp(`/watch/${begun.id}$`));

  // The profile page leads there too.
  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Viewing Activity' });
  await expect(card).toContainText('Every film and episode this profile has watched, newest first.');
  await screenshotAt(page, 'profile-viewing-activity');
  await card.getByRole('link', { name: 'See Viewing Activity' }).click();
  await expect(page).toHaveURL(/\/history$/);
});

test('a member removes a title from Viewing Activity and Continue Watching, then hides all', async ({ page }) => {
  const member = newMember();
  expect((await page.request.post('/api/auth/signup', { data: member })).ok()).toBe(true);
  const films = (await (await page.request.get('/api/videos')).json()) as { id: string; title: string }[];
  const [first, second] = films as [{ id: string; title: string }, { id: string; title: string }];
  for (const [film, ago] of [
    [first, 60_000],
    [second, 30_000],
  ] as const)
    expect(
      (
        await page.request.post('/api/watch-progress', {
          data: { videoId: film.id, progress: 600, duration: 3600, savedAt: Date.now() - ago },
        })
      ).status(),
    ).toBe(200);

  await page.goto('/');
  const continueWatching = page.getByRole('region', { name: 'Continue Watching' });
  await expect(continueWatching.getByRole('link', { name: `Resume ${second.title}` })).toBeVisible();

  await page.goto('/history');
  const entries = page.getByRole('region', { name: 'Viewing Activity' }).getByRole('listitem');
  await expect(entries.getByRole('link')).toHaveText([second.title, first.title]);
  await entries.getByRole('button', { name: `Remove ${second.title} from Viewing Activity` }).click();
  await expect(
    page.getByText(`${second.title} was removed from your viewing activity.`, { exact: true }),
  ).toBeVisible();
  await expect(entries.getByRole('link')).toHaveText([first.title]);
  await expect(page.getByText('1 title watched, newest first')).toBeVisible();
  await screenshotAt(page, 'history-removed');

  // Gone from Continue Watching too.
  await page.goto('/');
  await expect(continueWatching.getByRole('link', { name: `Resume ${first.title}` })).toBeVisible();
  await expect(continueWatching.getByRole('link', { name: `Resume ${second.title}` })).toHaveCount(0);

  await page.goto('/history');
  await page.getByRole('button', { name: 'Hide all' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Hide all viewing activity?' });
  await expect(dialog).toContainText('This cannot be undone.');
  await screenshotAt(page, 'history-hide-all');
  await dialog.getByRole('button', { name: 'Hide All' }).click();
  await expect(page.getByRole('heading', { name: 'Nothing watched yet' })).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Continue Watching' })).toHaveCount(0);
});
