import { BREACHED_PASSWORD } from '@cinevia/proto';
import { expect, newMember, screenshotAt, test } from '../fixtures';

test.describe('a member account', () => {
  test('a visitor signs up from the landing page, lands signed in, signs out and signs in again', async ({ page }) => {
    const member = newMember();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await screenshotAt(page, 'landing');

    await page.getByRole('textbox', { name: /email/i }).first().fill(member.email);
    await page.getByRole('button', { name: 'Get Started' }).first().click();
    await expect(page).toHaveURL(/\/signup/);
    // The sign-up page's code may still be on its way (it is prefetched once the page is used, in idle time).
    await expect(page.getByRole('heading', { name: /^Join / })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(member.email);
    await screenshotAt(page, 'signup');

    await page.getByLabel('First Name').fill(member.firstName);
    await page.getByLabel('Last Name').fill(member.lastName);
    await page.getByLabel('Password', { exact: true }).fill(member.password);
    await page.getByLabel('Confirm Password').fill(member.password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Account created! Welcome to Cinevia.', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: `${member.firstName} ${member.lastName}` })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await screenshotAt(page, 'home-signed-in');

    await page.getByRole('button', { name: new RegExp(member.firstName) }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();

    await page.getByRole('link', { name: 'Sign In' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    await screenshotAt(page, 'login');
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Password', { exact: true }).fill(member.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Logged in successfully!', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: `${member.firstName} ${member.lastName}` })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('button', { name: `${member.firstName} ${member.lastName}` })).toBeVisible();
  });

  test('a wrong password shows the reason and keeps the visitor signed out', async ({ page, request }) => {
    const member = newMember();
    await request.post('/api/auth/signup', { data: member });
    await page.goto('/login');
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Password', { exact: true }).fill('not-my-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Invalid email or password', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await screenshotAt(page, 'login-error');
  });

  test('the sign-up form explains what is wrong before anything is sent', async ({ page }) => {
    await page.goto('/signup');
    await page.getByLabel('First Name').fill('Nina');
    // A name that would carry a link into the mails greeting it.
    await page.getByLabel('Last Name').fill('see prizes.example');
    await page.getByLabel('Email').fill('nina@example.com');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByLabel('Confirm Password').fill('different');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Last name must not contain a link, @, < or >')).toBeVisible();
    await expect(page.getByText('Password must be at least 12 characters long')).toBeVisible();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await screenshotAt(page, 'signup-errors');
  });

  test('a password found in breach lists is refused with the reason, and the visitor stays on the form', async ({
    page,
  }) => {
    const member = newMember();
    await page.goto('/signup');
    await page.getByLabel('First Name').fill(member.firstName);
    await page.getByLabel('Last Name').fill(member.lastName);
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Password', { exact: true }).fill('Qwerty123456');
    await page.getByLabel('Confirm Password').fill('Qwerty123456');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText(BREACHED_PASSWORD, { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/signup$/);
    await screenshotAt(page, 'signup-breached-password');
  });

  test('the password toggle shows and hides what was typed', async ({ page }) => {
    await page.goto('/login');
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('lantern-river-1');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
  });

  test('signed-in-only pages send a visitor to sign in, and unknown pages say so', async ({ page }) => {
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: /not found/i })).toBeVisible();
  });
});
