import { profileBody } from '@cinevia/proto';
import { Button, fieldsOf, TextField } from '@cinevia/ui';
import { useUpdateProfile } from '../api/useUpdateProfile';
import type { Viewer } from '../../../session/viewerQuery';
import { AccountDialog, AccountDialogActions } from './AccountDialog';
import styles from './AccountForm.module.css';
import { useDialogForm } from './useDialogForm';

/** Edit Profile: the member's first and last name. It cannot be dismissed while saving. */
export function EditProfileDialog({ viewer, defaultOpen = false }: { viewer: Viewer; defaultOpen?: boolean }) {
  const updateProfile = useUpdateProfile();
  // Each opening starts from the saved name, not from what was typed and cancelled last time.
  const savedName = { firstName: viewer.firstName, lastName: viewer.lastName };
  const { form, open, changeOpen, submit } = useDialogForm(profileBody, savedName, defaultOpen, updateProfile);
  const field = fieldsOf(form);

  return (
    <AccountDialog
      title="Edit Profile"
      description="Change the name shown on your account."
      trigger={<Button variant="secondary">Edit Profile</Button>}
      open={open}
      onOpenChange={changeOpen}
    >
      <form className={styles.form} noValidate onSubmit={submit}>
        <div className={styles.nameRow}>
          <TextField label="First Name" autoComplete="given-name" {...field('firstName')} />
          <TextField label="Last Name" autoComplete="family-name" {...field('lastName')} />
        </div>
        <AccountDialogActions busy={form.formState.isSubmitting} submit="Save Changes" busyLabel="Saving..." />
      </form>
    </AccountDialog>
  );
}
