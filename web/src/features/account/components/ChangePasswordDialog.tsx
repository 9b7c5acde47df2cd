import { changePasswordBody, PASSWORD_MIN_LENGTH } from '@cinevia/proto';
import { z } from 'zod';
import { fieldsOf, PasswordField } from '@cinevia/ui';
import { useChangePassword } from '../api/useChangePassword';
import { AccountDialog } from './AccountDialog';
import { useDialogForm } from './useDialogForm';

/** The body plus the confirmation, which never leaves the browser (as proto's `signupForm`). */
const changePasswordForm = changePasswordBody
  .extend({ confirmPassword: z.string().min(1, 'Please confirm your new password') })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
type ChangePasswordForm = z.infer<typeof changePasswordForm>;

const EMPTY: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Change Password. Typed passwords are cleared whenever the dialog opens or closes, and it cannot
 * be dismissed while the change is sent.
 */
export function ChangePasswordDialog({ email, defaultOpen = false }: { email: string; defaultOpen?: boolean }) {
  const changePassword = useChangePassword();
  // The confirmation stays here: only the two passwords are sent.
  const dialog = useDialogForm(changePasswordForm, EMPTY, defaultOpen, ({ currentPassword, newPassword }) =>
    changePassword({ currentPassword, newPassword }),
  );
  const field = fieldsOf(dialog.form);

  return (
    <AccountDialog
      title="Change Password"
      description="Your other devices will be signed out. This one stays signed in."
      dialog={dialog}
      submit="Change Password"
      busyLabel="Changing..."
    >
      {/* Tells password managers whose password this is. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <PasswordField label="Current Password" autoComplete="current-password" {...field('currentPassword')} />
      <PasswordField
        label="New Password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters`}
        {...field('newPassword')}
      />
      <PasswordField label="Confirm New Password" autoComplete="new-password" {...field('confirmPassword')} />
    </AccountDialog>
  );
}
