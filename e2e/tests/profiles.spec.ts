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

test("a locked profile asks its code; a Kids profile gets the simpler app; sign-in asks who's watching", async ({
  page,
}) => {
  const member = newMember();
  expect((await page.request.post('/api/auth/signup', { data: member })).ok()).toBe(true);
  expect((await page.request.post('/api/profiles', { data: { name: 'Pip', isKids: true } })).ok()).toBe(true);

  // Lock the member's own profile from Manage Profiles, with the account password.
  await page.goto('/profiles');
  await page.getByRole('button', { name: 'Manage Profiles' }).click();
  await page.getByRole('button', { name: `Edit ${member.firstName}` }).click();
  await page.getByRole('button', { name: 'Set Lock' }).click();
  const lock = page.getByRole('dialog', { name: `Lock ${member.firstName}` });
  await lock.getByLabel('Account password', { exact: true }).fill('wrong-password');
  await lock.getByLabel('New 4-digit code').fill('12a');
  await lock.getByRole('button', { name: 'Save Code' }).click();
  await expect(lock.getByText('Lock code must be 4 digits')).toBeVisible();
  await lock.getByLabel('New 4-digit code').fill('2468');
  await lock.getByRole('button', { name: 'Save Code' }).click();
  await expect(lock.getByText('Password is incorrect')).toBeVisible();
  await lock.getByLabel('Account password', { exact: true }).fill(member.password);
  await screenshotAt(page, 'profiles-lock');
  await lock.getByRole('button', { name: 'Save Code' }).click();
  await expect(page.getByText('Profile locked', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('button', { name: member.firstName })).toContainText('Locked');
  await screenshotAt(page, 'profiles-picker-locked');

  // As Pip: a Kids badge, no Create Film, no account pages in the menu, and /create-film goes home.
  await page.getByRole('button', { name: 'Pip' }).click();
  await expect(page.getByText('Kids', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Original Series' })).toBeVisible();
  await screenshotAt(page, 'profiles-kids-home');
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Create Film' })).toHaveCount(
    0,
  );
  await page.getByRole('button', { name: 'Pip' }).click();
  await expect(page.getByRole('menuitem', { name: 'Switch Profile' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Admin Portal' })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Account Settings' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.goto('/create-film');
  await expect(page).toHaveURL(/\/$/);
  // Premium is the account's, bought on a grown-up's profile: the subscribe page asks for one.
  await page.goto('/subscribe');
  await expect(page.getByRole('heading', { name: 'Ask a grown-up to get Premium' })).toBeVisible();
  await screenshotAt(page, 'profiles-kids-subscribe');

  // Back to the locked profile: its code is asked, a wrong one refused, the right one lets in.
  await page.goto('/profiles');
  await expect(page.getByRole('button', { name: 'Manage Profiles' })).toHaveCount(0);
  await page.getByRole('button', { name: member.firstName }).click();
  const asked = page.getByRole('dialog', { name: `${member.firstName} is locked` });
  await asked.getByLabel('4-digit code').fill('1111');
  await asked.getByRole('button', { name: 'Continue' }).click();
  await expect(asked.getByText('Incorrect profile lock code')).toBeVisible();
  await screenshotAt(page, 'profiles-locked-ask');
  await asked.getByLabel('4-digit code').fill('2468');
  await asked.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Kids', { exact: true })).toHaveCount(0);

  // Pip's Sign Out asks the account password on "Who's watching?" while a grown-up profile is
  // locked; closed, Pip is still signed in.
  await page.goto('/profiles');
  await page.getByRole('button', { name: 'Pip' }).click();
  await expect(page.getByText('Kids', { exact: true })).toBeVisible();
  const signOut = async () => {
    await page.getByRole('button', { name: 'Pip' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    return page.getByRole('dialog', { name: 'Leaving the Kids profile' });
  };
  let leaving = await signOut();
  await leaving.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('heading', { name: "Who's watching?" })).toBeVisible();
  await page.goto('/');
  await expect(page.getByText('Kids', { exact: true })).toBeVisible();
  leaving = await signOut();
  await leaving.getByLabel('Account password', { exact: true }).fill('wrong-password');
  await leaving.getByRole('button', { name: 'Sign Out' }).click();
  await expect(leaving.getByText('Password is incorrect')).toBeVisible();
  await screenshotAt(page, 'profiles-kids-sign-out');
  await leaving.getByLabel('Account password', { exact: true }).fill(member.password);
  await leaving.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();

  // Signing in again, an account with two profiles is asked who is watching.
  await page.goto('/login');
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: "Who's watching?" })).toBeVisible();
});
