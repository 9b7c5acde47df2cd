import { expect, newMember, screenshotAt, test } from '../fixtures';

test.beforeEach(async ({ page }) => {
  await page.request.post('/api/auth/signup', { data: newMember() });
});

test('a member finds the rows of the home page, the hero and its details', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const row of [
    'Original Series',
    'Featured Content',
    'Drama Series',
    'Mystery & Suspense',
    'Recently Added',
    'Highly Rated',
  ]) {
    await expect(page.getByRole('heading', { name: row, exact: true })).toBeVisible();
  }
  await screenshotAt(page, 'home');

  const strip = page.getByRole('region', { name: 'Original Series' });
  await page.getByRole('button', { name: 'Scroll Original Series right' }).click();
  await expect
    .poll(() =>
      strip.evaluate((element) =>
        Math.max(element.scrollLeft, ...[...element.querySelectorAll('*')].map((child) => child.scrollLeft)),
      ),
    )
    .toBeGreaterThan(0);

  await page.getByRole('button', { name: 'More Info' }).click();
  const details = page.getByRole('dialog');
  await expect(details.getByRole('link', { name: 'Play', exact: true })).toBeVisible();
  await screenshotAt(page, 'home-more-info');
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
});

test('a member searches from the header and gets back to the page', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill('glass merid');
  await expect(page.getByRole('heading', { name: 'Search Results for "glass merid"' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Glass Meridian', exact: true })).toBeVisible();
  await screenshotAt(page, 'search-results');

  await page.getByRole('searchbox', { name: 'Search' }).fill('zzqxv');
  await expect(page.getByRole('heading', { name: 'No results found for "zzqxv"' })).toBeVisible();
  await screenshotAt(page, 'search-empty');
  await page.getByRole('button', { name: 'Close search' }).click();
  await expect(page.getByRole('heading', { name: 'Original Series' })).toBeVisible();
});

test('a member browses categories and genres', async ({ page }) => {
  await page.goto('/categories');
  await expect(page.getByRole('heading', { name: 'Browse Categories' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^All Content \(\d+\)$/ })).toBeVisible();
  await page.getByRole('button', { name: /^Trending Now \(\d+\)$/ }).click();
  await expect(page.getByText('Trending').first()).toBeVisible();
  await screenshotAt(page, 'categories');

  await page.getByRole('button', { name: 'Show All Genres' }).click();
  await expect(page.getByRole('button', { name: 'Hide Genres (35)' })).toBeVisible();
  await page.getByRole('button', { name: 'Sci-Fi', exact: true }).click();
  await expect(page.getByText('Futures, far planets and the science that gets us there.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Halcyon Drift' })).toBeVisible();
  await screenshotAt(page, 'categories-genre');

  await page.getByRole('button', { name: 'Western', exact: true }).click();
  await expect(page.getByText('No content in this category yet')).toBeVisible();
});
