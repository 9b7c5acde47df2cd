import { expect, newMember, screenshotAt, test } from '../fixtures';
import { latestMailTo, linkIn, showMail } from '../support/mail';

/** The phone and desktop widths the mail journeys are looked at in. */
const SIZES = { phone: { width: 390, height: 844 }, desktop: { width: 1440, height: 900 } };

test.describe('account recovery and mail', () => {
  test('a member who forgot their password resets it from the mailed link and signs in with it', async ({ page }) => {
    const member = newMember();
    await page.request.post('/api/auth/signup', { data: member });
    await page.context().clearCookies();

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    await screenshotAt(page, 'forgot-password', SIZES);
    await page.getByLabel('Email').fill(member.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'If an account exists for that email' })).toBeVisible();
    await screenshotAt(page, 'forgot-password-sent', SIZES);

    const mail = await latestMailTo(member.email, /Reset your Cinevia password/);
    await showMail(page, mail);
    await screenshotAt(page, 'mail-reset-password', SIZES);

    await page.goto(linkIn(mail, '/reset-password'));
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    const newPassword = 'intermission9';
    await page.getByLabel('New Password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm New Password').fill('intermission8');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText('Passwords do not match', { exact: true })).toBeVisible();
    await screenshotAt(page, 'reset-password', SIZES);
    await page.getByLabel('Confirm New Password').fill(newPassword);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible();
    await screenshotAt(page, 'reset-password-done', SIZES);

    await page.getByRole('link', { name: 'Sign In' }).click();
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Logged in successfully!', { exact: true })).toBeVisible();

    // The link worked once.
    await page.goto(linkIn(mail, '/reset-password'));
    await page.getByLabel('New Password', { exact: true }).fill('another-one1');
    await page.getByLabel('Confirm New Password').fill('another-one1');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByRole('alert')).toContainText('This password reset link is invalid or has expired');
  });

  test('a member verifies their email and moves to another address from the profile', async ({ page }) => {
    const member = newMember();
    await page.request.post('/api/auth/signup', { data: member });
    await page.goto('/profile');
    const information = page.getByRole('region', { name: 'Profile Information' });
    await expect(information.getByText('Not verified', { exact: true })).toBeVisible();
    await information.getByRole('button', { name: 'Resend verification email' }).click();
    await expect(page.getByText(`We sent a verification link to ${member.email}.`, { exact: true })).toBeVisible();
    await screenshotAt(page, 'profile-email-not-verified', SIZES);

    const welcome = await latestMailTo(member.email, /Welcome to Cinevia/);
    await showMail(page, welcome);
    await screenshotAt(page, 'mail-welcome', SIZES);
    await page.goto(linkIn(welcome, '/verify-email'));
    await expect(page.getByText('Your email address is verified. Thank you!', { exact: true })).toBeVisible();
    await screenshotAt(page, 'verify-email-done', SIZES);
    await page.getByRole('link', { name: 'Go to your profile' }).click();
    await expect(information.getByText('Verified', { exact: true })).toBeVisible();

    const newEmail = `moved-${member.email}`;
    await page.getByRole('region', { name: 'Account Settings' }).getByRole('button', { name: 'Change Email' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Email' });
    await dialog.getByLabel('New Email').fill(newEmail);
    await dialog.getByLabel('Current Password').fill('not-my-password');
    await dialog.getByRole('button', { name: 'Send confirmation link' }).click();
    await expect(dialog.getByLabel('Current Password')).toHaveAccessibleDescription('Password is incorrect');
    await screenshotAt(page, 'profile-change-email-dialog', SIZES);
    await dialog.getByLabel('Current Password').fill(member.password);
    await dialog.getByRole('button', { name: 'Send confirmation link' }).click();
    await expect(dialog).toBeHidden();
    await expect(information.getByText(`Waiting for confirmation: ${newEmail}`)).toBeVisible();

    const confirm = await latestMailTo(newEmail, /Confirm your new email address/);
    await page.goto(linkIn(confirm, '/confirm-email'));
    await expect(page.getByText(/Your account now uses your new email address/)).toBeVisible();
    await page.getByRole('link', { name: 'Go to your profile' }).click();
    await expect(information.getByText(newEmail, { exact: true })).toBeVisible();
    await expect(information.getByText('Verified', { exact: true })).toBeVisible();
    await latestMailTo(member.email, /email was changed/);
  });

  test('a Premium payment is receipted by mail', async ({ page }) => {
    const member = newMember();
    await page.request.post('/api/auth/signup', { data: member });
    const { clientSecret } = await (await page.request.post('/api/get-or-create-subscription')).json();
    const paid = await page.request.post('/api/payments/simulated/confirm', {
      data: { clientSecret, cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' },
    });
    expect(paid.status()).toBe(200);
    const receipt = await latestMailTo(member.email, /receipt/);
    expect(receipt.text).toContain('$25.00');
    await showMail(page, receipt);
    await expect(page.getByText('Thanks for your payment')).toBeVisible();
    await screenshotAt(page, 'mail-receipt', SIZES);
  });
});
