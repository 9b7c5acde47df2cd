import type { Page } from '@playwright/test';
import { expect, screenshotAt, test } from '../fixtures';
import { signUp, subscribe } from '../support/viewing';

test.beforeEach(async ({ page }) => {
  await signUp(page);
});

/** The card of `title` in the first home row that shows it. */
function cardButton(page: Page, name: string) {
  return page.getByRole('button', { name, exact: true }).first();
}

test('a subscriber saves films from their cards and removes them from the card and from My List', async ({ page }) => {
  await subscribe(page);
  await page.goto('/watchlist');
  await expect(page).toHaveTitle('My List · Cinevia');
  await expect(page.getByRole('heading', { name: 'My List', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your list is empty' })).toBeVisible();
  await screenshotAt(page, 'my-list-empty');

  await page.getByRole('link', { name: 'Browse Content' }).click();
  const firstRow = page.getByRole('region', { name: 'Original Series' });
  const addButtons = firstRow.getByRole('button', { name: /^Add .+ to My List$/ });
  await expect(addButtons.first()).toBeVisible();
  const titles: string[] = [];
  for (const index of [0, 1, 2]) {
    const label = (await addButtons.nth(index).getAttribute('aria-label')) ?? '';
    titles.push(label.replace(/^Add (.+) to My List$/, '$1'));
  }
  const [first, second, third] = titles as [string, string, string];

  for (const title of titles) {
    await cardButton(page, `Add ${title} to My List`).click();
    await expect(page.getByRole('status').filter({ hasText: 'Added to watchlist' })).toContainText(title);
    // Every card of the film shows it saved, in every row.
    await expect(cardButton(page, `Remove ${title} from My List`)).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: `Add ${title} to My List`, exact: true })).toHaveCount(0);
  }

  await cardButton(page, `Remove ${third} from My List`).click();
  await expect(page.getByRole('status').filter({ hasText: 'Removed from watchlist' })).toContainText(third);
  await expect(cardButton(page, `Add ${third} to My List`)).toHaveAttribute('aria-pressed', 'false');

  await page.getByRole('link', { name: 'My List' }).first().click();
  await expect(page).toHaveURL(/\/watchlist$/);
  const grid = page.getByRole('list').filter({ has: page.getByRole('article') });
  // Newest first.
  await expect(grid.getByRole('heading', { level: 3 })).toHaveText([second, first]);
  await screenshotAt(page, 'my-list');

  await grid.getByRole('listitem').first().hover();
  await page.getByRole('button', { name: `Remove ${second} from My List` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Removed from My List' })).toContainText(second);
  await expect(grid.getByRole('heading', { level: 3 })).toHaveText([first]);

  await page.getByRole('button', { name: `Remove ${first} from My List` }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Your list is empty' })).toBeVisible();

  // The server agrees once the removal lands: the page shows it at once (optimistically), before the
  // server has answered, so a read sent right after may still be answered first.
  await expect.poll(async () => (await page.request.get('/api/watchlist')).json()).toEqual([]);
});

test('a member without Premium is sent to subscribe from My List and from a card', async ({ page }) => {
  await page.goto('/watchlist');
  await expect(page.getByText('Redirecting to subscription...')).toBeVisible();
  await expect(page).toHaveURL(/\/subscribe$/);

  await page.goto('/');
  const add = page
    .getByRole('region', { name: 'Original Series' })
    .getByRole('button', { name: /^Add .+ to My List$/ });
  await add.first().click();
  await expect(page.getByText('My List is part of Premium', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/subscribe$/);
});
