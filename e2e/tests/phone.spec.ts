import type { Page } from '@playwright/test';
import { expect, screenshotAt, test } from '../fixtures';
import { scrollDownUntil } from '../support/scrolling';
import { signUp, subscribe, useFakePlayer } from '../support/viewing';

/**
 * Phone polish (issue 24): every page usable at 360 px without sideways scrolling, the member
 * navigation a menu there, and screenshots of every member page at 390 and 1440 px in screenshots/.
 */
const PHONE = { width: 360, height: 780 };

async function expectNoSidewaysScroll(page: Page, path: string): Promise<void> {
  // The widest elements past the right edge, to say what to fix.
  const { overflow, culprits } = (await page.evaluate(`(() => {
    const width = document.documentElement.clientWidth;
    const culprits = [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > width + 0.5)
      .slice(0, 5)
      .map((element) => element.tagName.toLowerCase() + '.' + String(element.className).slice(0, 40));
    return { overflow: document.documentElement.scrollWidth - width, culprits };
  })()`)) as { overflow: number; culprits: string[] };
  expect(overflow, `${path} scrolls sideways by ${overflow} px at 360 px: ${culprits.join(', ')}`).toBeLessThanOrEqual(
    0,
  );
}

test('a visitor: the landing, sign-in, sign-up and pricing pages fit 360 px', async ({ page }) => {
  await page.setViewportSize(PHONE);
  for (const [path, name] of [
    ['/', 'landing'],
    ['/login', 'login'],
    ['/signup', 'signup'],
    ['/pricing', 'pricing'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expectNoSidewaysScroll(page, path);
    await screenshotAt(page, `phone-${name}`);
  }
});

test('a member: every page fits 360 px, and the navigation is a menu there', async ({ page }) => {
  await useFakePlayer(page);
  await signUp(page);
  await page.setViewportSize(PHONE);

  // Not yet subscribed: the plan page.
  await page.goto('/subscribe');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expectNoSidewaysScroll(page, '/subscribe');
  await screenshotAt(page, 'phone-subscribe');

  await subscribe(page);
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Original Series' })).toBeVisible();
  // The links are a menu on a phone.
  const main = page.getByRole('navigation', { name: 'Main' });
  await expect(main.getByRole('link', { name: 'Categories' })).toBeHidden();
  await main.getByRole('button', { name: 'Menu' }).click();
  for (const name of ['Home', 'Movies', 'TV Shows', 'Categories', 'Create Film', 'My List']) {
    await expect(page.getByRole('menuitem', { name })).toBeVisible();
  }
  await screenshotAt(page, 'phone-menu-open');
  await page.getByRole('menuitem', { name: 'Categories' }).click();
  await expect(page).toHaveURL(/\/categories$/);

  for (const [path, name] of [
    ['/', 'home'],
    ['/categories', 'categories'],
    ['/watchlist', 'my-list'],
    ['/history', 'history'],
    ['/my-films', 'my-films'],
    ['/create-film', 'create-film'],
    ['/profile', 'profile'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expectNoSidewaysScroll(page, path);
    await screenshotAt(page, `phone-${name}`);
  }

  // The player.
  await page.goto('/');
  const row = page.getByRole('region', { name: 'Original Series' });
  const title = (await row.getByRole('heading', { level: 3 }).first().textContent())?.trim() ?? '';
  await row.getByRole('link', { name: `Play ${title}`, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expectNoSidewaysScroll(page, '/watch/:id');
  await screenshotAt(page, 'phone-watch');

  // Wide again: the links are back in the bar.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await expect(main.getByRole('link', { name: 'Categories' })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Menu' })).toBeHidden();
});

test('a member: the home page still fits when a wide window narrows to 360 px', async ({ page }) => {
  await signUp(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  // Scrolled through, so the rows further down have been drawn at the wide size.
  await scrollDownUntil(page, page.getByRole('heading', { name: 'Drama Series', exact: true }));
  await page.evaluate("window.scrollTo({ top: 0, behavior: 'instant' })");
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page, '/ (narrowed)');
});
