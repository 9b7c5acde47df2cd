import { readFile } from 'node:fs/promises';
import { expect, newMember, screenshotAt, test } from '../fixtures';

test.describe('account settings', () => {
  test('a member renames themself, changes their password, signs in with it and downloads their data', async ({
    page,
  }) => {
    const member = newMember();
    await page.request.post('/api/auth/signup', { data: member });
    await page.goto('/profile');
    const settings = page.getByRole('region', { name: 'Account Settings' });
    const information = page.getByRole('region', { name: 'Profile Information' });
    await expect(information.getByText(`${member.firstName} ${member.lastName}`, { exact: true })).toBeVisible();

    // Edit Profile starts from the saved name and explains an empty one before sending it.
    await settings.getByRole('button', { name: 'Edit Profile' }).click();
    const editProfile = page.getByRole('dialog', { name: 'Edit Profile' });
    await expect(editProfile.getByLabel('First Name')).toHaveValue(member.firstName);
    await expect(editProfile.getByLabel('Last Name')).toHaveValue(member.lastName);
    await editProfile.getByLabel('First Name').fill('');
    await editProfile.getByLabel('Last Name').fill('Okafor-Reyes');
    await editProfile.getByRole('button', { name: 'Save Changes' }).click();
    await expect(editProfile.getByText('First name is required', { exact: true })).toBeVisible();
    await screenshotAt(page, 'profile-edit-dialog');

    await editProfile.getByLabel('First Name').fill('Nadia');
    await editProfile.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Profile updated', { exact: true })).toBeVisible();
    await expect(page.getByText('Your name has been saved.', { exact: true })).toBeVisible();
    await expect(editProfile).toBeHidden();
    await expect(information.getByText('Nadia Okafor-Reyes', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Nadia Okafor-Reyes' })).toBeVisible();
    await page.reload();
    await expect(information.getByText('Nadia Okafor-Reyes', { exact: true })).toBeVisible();

    // A wrong current password is said under that field, and the dialog stays open.
    const newPassword = 'matinee-balcony-77';
    await settings.getByRole('button', { name: 'Change Password' }).click();
    const changePassword = page.getByRole('dialog', { name: 'Change Password' });
    await changePassword.getByLabel('Current Password').fill('not-my-password');
    await changePassword.getByLabel('New Password', { exact: true }).fill(newPassword);
    await changePassword.getByLabel('Confirm New Password').fill('matinee78');
    await changePassword.getByRole('button', { name: 'Change Password' }).click();
    await expect(changePassword.getByText('Passwords do not match', { exact: true })).toBeVisible();
    await changePassword.getByLabel('Confirm New Password').fill(newPassword);
    await changePassword.getByRole('button', { name: 'Change Password' }).click();
    const currentPassword = changePassword.getByLabel('Current Password');
    await expect(currentPassword).toHaveAccessibleDescription('Current password is incorrect');
    await expect(currentPassword).toBeFocused();
    await changePassword.getByRole('button', { name: 'Show current password' }).click();
    await expect(currentPassword).toHaveAttribute('type', 'text');
    await screenshotAt(page, 'profile-change-password-dialog');

    await currentPassword.fill(member.password);
    await changePassword.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByText('Password changed', { exact: true })).toBeVisible();
    await expect(page.getByText('Your password has been changed.', { exact: true })).toBeVisible();
    await expect(changePassword).toBeHidden();

    // The form was cleared on success.
    await settings.getByRole('button', { name: 'Change Password' }).click();
    await expect(changePassword.getByLabel('Current Password')).toHaveValue('');
    await changePassword.getByRole('button', { name: 'Cancel' }).click();
    await expect(changePassword).toBeHidden();

    await page.getByRole('button', { name: 'Nadia Okafor-Reyes' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await page.goto('/login');
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Logged in successfully!', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Nadia Okafor-Reyes' })).toBeVisible();

    await page.goto('/profile');
    const downloading = page.waitForEvent('download');
    await settings.getByRole('button', { name: 'Download My Data' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('cinevia-my-data.json');
    const exported: { account: unknown } = JSON.parse(await readFile(await download.path(), 'utf8'));
    expect(exported.account).toMatchObject({ email: member.email, firstName: 'Nadia', lastName: 'Okafor-Reyes' });
    await expect(page.getByText('Your data is downloading', { exact: true })).toBeVisible();
    await expect(settings.getByRole('button', { name: 'Download My Data' })).toBeEnabled();
  });

  test('another device is signed out when the password changes', async ({ page, browser, baseURL }) => {
    const member = newMember();
    await page.request.post('/api/auth/signup', { data: member });
    const otherDevice = await browser.newContext({ baseURL });
    try {
      await otherDevice.request.post('/api/auth/login', { data: { email: member.email, password: member.password } });

      await page.goto('/profile');
      await page.getByRole('button', { name: 'Change Password' }).click();
      const changePassword = page.getByRole('dialog', { name: 'Change Password' });
      await changePassword.getByLabel('Current Password').fill(member.password);
      await changePassword.getByLabel('New Password', { exact: true }).fill('matinee-balcony-77');
      await changePassword.getByLabel('Confirm New Password').fill('matinee-balcony-77');
      await changePassword.getByRole('button', { name: 'Change Password' }).click();
      await expect(page.getByText('Other devices have been signed out.', { exact: true })).toBeVisible();

      expect((await otherDevice.request.get('/api/auth/user')).status()).toBe(401);
      expect((await page.request.get('/api/auth/user')).ok()).toBe(true);
    } finally {
      await otherDevice.close();
    }
  });
});
