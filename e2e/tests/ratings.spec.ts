import type { Page } from '@playwright/test';
import { expect, newMember, screenshotAt, test } from '../fixtures';

/** Opens the thumbs of the first card of `title` (by its rate button's name, `face`) and chooses `choice`. */
async function rateOnCard(page: Page, title: string, face: string, choice: string) {
  await page.getByRole('button', { name: face, exact: true }).first().click();
  await page
    .getByRole('group', { name: `Rate ${title}` })
    .getByRole('button', { name: choice })
    .click();
}

test('a member gives thumbs on cards: a loved film shows it everywhere, one "Not for me" leaves the rows, not search', async ({
  page,
}) => {
  const member = newMember();
  expect((await page.request.post('/api/auth/signup', { data: member })).ok()).toBe(true);
  await page.goto('/');
  // Two films of the first row.
  const firstRow = page.getByRole('region', { name: 'Original Series' });
  await expect(firstRow.getByRole('article').nth(2)).toBeVisible();
  const [loved, disliked] = (await firstRow.getByRole('heading', { level: 3 }).allTextContents())
    .slice(1, 3)
    .map((title) => ({ title })) as [{ title: string }, { title: string }];
  const rateLoved = page.getByRole('button', { name: `Rate ${loved.title}`, exact: true }).first();
  await rateLoved.click();
  const choices = page.getByRole('group', { name: `Rate ${loved.title}` });
  await expect(choices.getByRole('button')).toHaveText(['', '', '']);
  await expect(choices.getByRole('button', { name: 'Love this!' })).toHaveAttribute('aria-pressed', 'false');
  await screenshotAt(page, 'ratings-card-choices');
  await choices.getByRole('button', { name: 'Love this!' }).click();
  // Every card of the film shows the choice, and it holds after a reload (the server has it).
  await expect(page.getByRole('button', { name: `Rate ${loved.title} (Love this!)` }).first()).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: `Rate ${loved.title} (Love this!)` }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: `Rate ${loved.title}`, exact: true })).toHaveCount(0);

  // "Not for me" takes the film out of every row at once.
  await rateOnCard(page, disliked.title, `Rate ${disliked.title}`, 'Not for me');
  await expect(page.getByRole('button', { name: new RegExp(`^Rate ${disliked.title}`) })).toHaveCount(0);
  await screenshotAt(page, 'ratings-home');
  await page.reload();
  await expect(firstRow.getByRole('article').nth(2)).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(`^Rate ${disliked.title}`) })).toHaveCount(0);

  // Search still finds it, marked as chosen; choosing it again clears it, and it is back in the rows.
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('searchbox', { name: 'Search' }).pressSequentially(disliked.title, { delay: 20 });
  await expect(page.getByRole('heading', { name: `Search Results for "${disliked.title}"` })).toBeVisible();
  await rateOnCard(page, disliked.title, `Rate ${disliked.title} (Not for me)`, 'Not for me');
  await expect(page.getByRole('button', { name: `Rate ${disliked.title}`, exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Close search' }).click();
  await expect(page.getByRole('button', { name: `Rate ${disliked.title}`, exact: true }).first()).toBeVisible();

  // The hero's More Info offers the three with their words.
  await page.getByRole('button', { name: 'More Info' }).click();
  const dialog = page.getByRole('dialog');
  const thumbs = dialog.getByRole('group', { name: /^Rate / });
  await expect(thumbs.getByRole('button')).toHaveText(['Not for me', 'I like this', 'Love this!']);
  await thumbs.getByRole('button', { name: 'I like this' }).click();
  await expect(thumbs.getByRole('button', { name: 'I like this' })).toHaveAttribute('aria-pressed', 'true');
  await screenshotAt(page, 'ratings-more-info');
});
