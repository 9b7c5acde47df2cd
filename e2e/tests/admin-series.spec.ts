import { randomUUID } from 'node:crypto';
import { expect, newMember, screenshotAt, test } from '../fixtures';
import { signInAsAdmin } from '../support/admin';
import { useFakePlayer } from '../support/viewing';

test('the administrator adds a series of two seasons by pasting links, members find it in TV Shows, and deleting it takes it away', async ({
  page,
  browser,
  baseURL,
}) => {
  const title = `Saltmarsh Radio ${randomUUID().slice(0, 4)}`;

  await page.goto('/admin-login');
  await signInAsAdmin(page);
  const section = page.getByRole('region', { name: 'Manage Series' });
  await expect(section.getByText(/^Showing 1–\d+ of \d+ series$/)).toBeVisible();
  await section.getByRole('button', { name: 'Add New Series' }).click();

  const dialog = page.getByRole('dialog', { name: 'Add New Series' });
  await dialog.getByLabel('Title*', { exact: true }).fill(title);
  await dialog.getByLabel('Description').fill('A night-shift DJ takes calls from listeners who are not there yet.');
  await dialog.getByLabel('Genre*').selectOption('Sci-Fi');
  await dialog.getByLabel('Maturity Rating*').selectOption('13+');
  await dialog
    .getByLabel('Paste links for Season 1')
    .fill(
      ['https://www.youtube.com/watch?v=aqz-KE-bpKQ', 'a radio play, no link', 'https://youtu.be/eRsGyueVLvQ'].join(
        '\n',
      ),
    );
  await dialog.getByRole('button', { name: 'Add Episodes from Links' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Line 2 is not a YouTube link: “a radio play, no link”');
  await dialog.getByLabel('Paste links for Season 1').fill('');
  await dialog.getByRole('group', { name: 'S1:E1' }).getByLabel('Episode Title*').fill('Dead Air');
  await dialog.getByRole('button', { name: 'Add Season' }).click();
  await dialog.getByLabel('Paste links for Season 2').fill('https://www.youtube.com/watch?v=YE7VzlLtp-4');
  await dialog.getByRole('button', { name: 'Add Episodes from Links' }).nth(1).click();
  await expect(dialog.getByRole('group', { name: 'S2:E1' }).getByLabel('YouTube Link*')).toHaveValue('YE7VzlLtp-4');
  await dialog.getByLabel('Mark as Featured Series').check();
  await screenshotAt(page, 'admin-series-dialog');
  await dialog.getByRole('button', { name: 'Add Series' }).click();
  await expect(page.getByText('Series added successfully to the platform!', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  // Newest first: the new series leads its table, two seasons of three episodes.
  const newRow = section.getByRole('row', { name: new RegExp(title) });
  await expect(newRow).toContainText('Sci-Fi2313+Featured');
  await screenshotAt(page, 'admin-series');

  // A member finds it in TV Shows (polled: other replicas learn it from the event).
  const member = await browser.newContext({ baseURL });
  const memberPage = await member.newPage();
  await useFakePlayer(memberPage);
  await memberPage.request.post('/api/auth/signup', { data: newMember() });
  await expect(async () => {
    await memberPage.goto('/series?genre=Sci-Fi');
    await expect(memberPage.getByRole('link', { name: title })).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await memberPage.getByRole('link', { name: title }).click();
  await expect(memberPage.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(memberPage.getByText('2 Seasons')).toBeVisible();
  await expect(memberPage.getByRole('link', { name: 'Play S1:E1' })).toBeVisible();
  await expect(memberPage.getByText('Dead Air')).toBeVisible();

  // Featured, and newer than every featured film: it leads the member's home page.
  await expect(async () => {
    await memberPage.goto('/');
    await expect(memberPage.locator('#hero-title')).toHaveText(title, { timeout: 1_000 });
  }).toPass();
  const hero = memberPage.getByRole('region', { name: title });
  await expect(hero.getByText('Featured series')).toBeVisible();
  await expect(hero.getByText('2 Seasons')).toBeVisible();
  await expect(memberPage.getByRole('heading', { name: 'TV Shows', exact: true })).toBeVisible();
  await screenshotAt(memberPage, 'home-featured-series');
  await hero.getByRole('link', { name: 'More Info' }).click();
  await expect(memberPage.getByRole('link', { name: 'Play S1:E1' })).toBeVisible();
  const seriesPage = memberPage.url();
  await memberPage.goBack();
  await hero.getByRole('link', { name: 'Play', exact: true }).click();
  await expect(memberPage).toHaveURL(/\/watch\/[^/]+$/);
  await memberPage.mouse.move(200, 200);
  await expect(memberPage.getByText('Dead Air')).toBeVisible();
  await memberPage.goto(seriesPage);

  // The admin moves the second episode first; the member's S1:E1 becomes it.
  await section.getByRole('button', { name: `Edit ${title}` }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit Series' });
  await expect(editDialog.getByRole('group', { name: 'S1:E1' }).getByLabel('Episode Title*')).toHaveValue('Dead Air');
  await editDialog.getByRole('button', { name: 'Move S1:E2 up' }).click();
  await expect(editDialog.getByRole('group', { name: 'S1:E2' }).getByLabel('Episode Title*')).toHaveValue('Dead Air');
  await editDialog.getByRole('button', { name: 'Update Series' }).click();
  await expect(page.getByText('Series updated successfully!', { exact: true })).toBeVisible();
  await expect(async () => {
    await memberPage.reload();
    await expect(memberPage.getByRole('listitem').filter({ hasText: 'Dead Air' })).toContainText('2', {
      timeout: 1_000,
    });
  }).toPass();

  await section.getByRole('button', { name: `Delete ${title}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Series' });
  await expect(confirm).toContainText(title);
  await screenshotAt(page, 'admin-series-delete');
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Series deleted successfully!', { exact: true })).toBeVisible();
  await expect(newRow).toBeHidden();
  await expect(async () => {
    await memberPage.goto('/series?genre=Sci-Fi');
    await expect(memberPage.getByRole('heading', { name: 'TV Shows', level: 1 })).toBeVisible();
    await expect(memberPage.getByRole('link', { name: title })).toHaveCount(0, { timeout: 1_000 });
  }).toPass();
  await member.close();
});
