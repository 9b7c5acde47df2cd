import { expect, newMember, screenshotAt, test } from '../fixtures';

/** A starter film rated above what a Kids profile may see. */
async function anAdultFilm(request: import('@playwright/test').APIRequestContext) {
  const films = (await (await request.get('/api/videos')).json()) as {
    id: string;
    title: string;
    maturityRating: string;
  }[];
  const film = films.find((candidate) => candidate.maturityRating === '18+');
  if (!film) throw new Error('the starter catalogue has no 18+ film');
  return film;
}

test('a member adds a Kids profile, watches as it and sees only its films; two devices watch as two profiles', async ({
  page,
  browser,
  baseURL,
}) => {
  const member = newMember();
  expect((await page.request.post('/api/auth/signup', { data: member })).ok()).toBe(true);
  const adultFilm = await anAdultFilm(page.request);

  // The user menu leads to "Who's watching?", which starts with the member's own profile.
  await page.goto('/');
  await page.getByRole('button', { name: `${member.firstName} ${member.lastName}` }).click();
  await page.getByRole('menuitem', { name: 'Switch Profile' }).click();
  await expect(page.getByRole('heading', { name: "Who's watching?" })).toBeVisible();
  await expect(page.getByRole('button', { name: member.firstName })).toHaveAttribute('aria-current', 'true');

  await page.getByRole('button', { name: 'Manage Profiles' }).click();
  await expect(page.getByRole('heading', { name: 'Manage Profiles' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Profile' });
  await dialog.getByRole('button', { name: 'Add Profile' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await dialog.getByLabel('Name').fill('Pip');
  await dialog.getByRole('radio', { name: 'sunrise' }).check();
  await dialog.getByLabel(/Kids profile/).check();
  await expect(dialog.getByLabel('Maturity Rating')).toHaveValue('7+');
  await screenshotAt(page, 'profiles-add');
  await dialog.getByRole('button', { name: 'Add Profile' }).click();
  await expect(page.getByText('Profile added', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Pip' })).toContainText('Kids');
  await screenshotAt(page, 'profiles-manage');
  await page.getByRole('button', { name: 'Done' }).click();
  await screenshotAt(page, 'profiles-picker');

  // Watching as Pip: home shows, and an 18+ film does not exist for it.
  await page.getByRole('button', { name: 'Pip' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Original Series' })).toBeVisible();
  await page.goto(`/watch/${adultFilm.id}`);
  await expect(page.getByRole('heading', { name: 'Video Not Found' })).toBeVisible();
  const kidsFilms = (await (await page.request.get('/api/videos')).json()) as { maturityRating: string }[];
  expect(kidsFilms.length).toBeGreaterThan(0);
  expect(kidsFilms.every((film) => film.maturityRating === 'All' || film.maturityRating === '7+')).toBe(true);

  // A second device signs in to the same account and watches as the member, the first stays Pip.
  const second = await browser.newContext({ baseURL });
  const secondPage = await second.newPage();
  await secondPage.request.post('/api/auth/login', { data: { email: member.email, password: member.password } });
  await secondPage.goto(`/watch/${adultFilm.id}`);
  await expect(secondPage.getByRole('heading', { name: adultFilm.title })).toBeVisible();
  const currentOf = async (request: import('@playwright/test').APIRequestContext) =>
    ((await (await request.get('/api/profiles')).json()) as { currentProfileId: string }).currentProfileId;
  expect(await currentOf(secondPage.request)).not.toBe(await currentOf(page.request));
  await second.close();
});
