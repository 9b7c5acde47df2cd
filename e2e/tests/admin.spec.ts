import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, newMember, screenshotAt, test } from '../fixtures';
import { signInAsAdmin } from '../support/admin';

/** The films table's body rows (the header row is left out). */
function filmRows(page: Page) {
  return page.getByRole('region', { name: 'Film list' }).locator('tbody tr');
}

test('the administrator adds, edits and deletes a film, and members see it', async ({ page, browser, baseURL }) => {
  const title = `Tidewater Requiem ${randomUUID().slice(0, 4)}`;
  const renamed = `${title} (Director's Cut)`;

  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin-login$/);
  await expect(page.getByText('Authorized personnel only')).toBeVisible();
  await screenshotAt(page, 'admin-login');
  await signInAsAdmin(page);
  await expect(page.getByRole('heading', { name: 'Manage Films' })).toBeVisible();
  await expect(filmRows(page)).toHaveCount(20);
  await expect(page.getByText(/^Showing 1–20 of \d+ films$/)).toBeVisible();
  // Newest first: the most recently added starter film leads.
  await expect(filmRows(page).first()).toContainText('Iron Monsoon');
  await screenshotAt(page, 'admin-films');

  // Paging, on the server: the next 20, and back.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(/^Showing 21–40 of \d+ films$/)).toBeVisible();
  await expect(page.getByRole('row', { name: /Glass Meridian/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /Iron Monsoon/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByText(/^Showing 1–20 of \d+ films$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous' })).toHaveAttribute('aria-disabled', 'true');

  // The search asks the server as the administrator types, forgiving a slip ("meridain").
  const search = page.getByRole('searchbox', { name: 'Search films' });
  await search.pressSequentially('glass meridain', { delay: 30 });
  await expect(page.getByText('Showing 1 of 1 film', { exact: true })).toBeVisible();
  await expect(filmRows(page)).toHaveCount(1);
  await expect(filmRows(page).first()).toContainText('Glass Meridian');
  // Typing scrolled the field into view; the screenshot starts from the top, sticky header and all.
  await page.evaluate("window.scrollTo({ top: 0, behavior: 'instant' })");
  await screenshotAt(page, 'admin-films-search');
  await search.fill('zzqxv');
  await expect(page.getByText('No films match “zzqxv”')).toBeVisible();
  await search.fill('');
  await expect(page.getByText(/^Showing 1–20 of \d+ films$/)).toBeVisible();

  await page.getByRole('button', { name: 'Add New Film' }).click();
  const addDialog = page.getByRole('dialog', { name: 'Add New Film' });
  await addDialog.getByRole('button', { name: 'Add Film' }).click();
  await expect(addDialog.getByText('Title is required')).toBeVisible();
  await expect(addDialog.getByText('Maturity rating is required')).toBeVisible();
  await screenshotAt(page, 'admin-add-errors');
  await addDialog.getByLabel('Title*').fill(title);
  await addDialog.getByLabel('YouTube Link*').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s');
  await addDialog
    .getByLabel('Description')
    .fill('A ferry captain hears a choir under the sea every night at slack tide.');
  await addDialog.getByLabel('Duration').fill('1h 42m');
  await addDialog.getByLabel('Year').fill('2025');
  await addDialog.getByLabel('Rating', { exact: true }).fill('8.7');
  await addDialog.getByLabel('Genre*').selectOption('Drama');
  await addDialog.getByLabel('Category*').selectOption('trending');
  await addDialog.getByLabel('Maturity Rating*').selectOption('16+');
  await screenshotAt(page, 'admin-add-dialog');
  await addDialog.getByRole('button', { name: 'Add Film' }).click();
  await expect(page.getByText('Film added successfully to the platform!', { exact: true })).toBeVisible();
  await expect(addDialog).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(title) })).toContainText('Trending');

  const member = await browser.newContext({ baseURL });
  const memberPage = await member.newPage();
  await memberPage.request.post('/api/auth/signup', { data: newMember() });
  await memberPage.goto('/');
  const memberCard = (name: string) =>
    memberPage
      .getByRole('region', { name: 'Original Series' })
      .getByRole('article')
      .filter({ has: memberPage.getByRole('link', { name, exact: true }) });
  await expect(memberCard(title)).toContainText('Maturity rating 16+');

  await page.getByRole('button', { name: `Edit ${title}` }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit Film' });
  await expect(editDialog.getByLabel('YouTube Link*')).toHaveValue('dQw4w9WgXcQ');
  await expect(editDialog.getByLabel('Maturity Rating*')).toHaveValue('16+');
  await editDialog.getByLabel('Title*').fill(renamed);
  await editDialog.getByLabel('Maturity Rating*').selectOption('18+');
  await screenshotAt(page, 'admin-edit-dialog');
  await editDialog.getByRole('button', { name: 'Update Film' }).click();
  await expect(page.getByText('Film updated successfully!', { exact: true })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(renamed.replace(/[()]/g, '\\$&')) })).toBeVisible();
  // The member's next visit shows the new rating (polled: other replicas learn it from the event).
  await expect(async () => {
    await memberPage.reload();
    await expect(memberCard(renamed)).toContainText('Maturity rating 18+', { timeout: 1_000 });
  }).toPass();

  await page.getByRole('button', { name: `Delete ${renamed}` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Are you sure you want to delete this film? This action cannot be undone.');
  await screenshotAt(page, 'admin-delete-confirm');
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Film deleted successfully!', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: `Delete ${renamed}` })).toBeHidden();

  await memberPage.reload();
  await expect(memberPage.getByRole('heading', { name: 'Original Series' })).toBeVisible();
  await expect(memberPage.getByRole('link', { name: renamed, exact: true })).toHaveCount(0);
  await member.close();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin-login$/);
});

test('a missing or wrong admin password is refused with the reason', async ({ page }) => {
  await page.goto('/admin-login');
  const password = page.getByLabel('Password', { exact: true });
  await page.getByRole('button', { name: 'Access Admin Portal' }).click();
  await expect(password).toHaveAccessibleDescription(/Password is required/);
  // Checked again as the administrator types: the message goes once the field is filled.
  await password.fill('not-the-password');
  await expect(page.getByText('Password is required')).toBeHidden();
  await page.getByRole('button', { name: 'Access Admin Portal' }).click();
  await expect(page.getByText('Invalid admin password', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/admin-login$/);
});
