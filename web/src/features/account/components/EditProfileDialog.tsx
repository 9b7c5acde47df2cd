import { profileBody } from '@cinevia/proto';
import { fieldsOf, TextField } from '@cinevia/ui';
import { useUpdateProfile } from '../api/useUpdateProfile';
import type { Viewer } from '../../../session/viewerQuery';
import { AccountDialog } from './AccountDialog';
import styles from './AccountForm.module.css';
import { useDialogForm } from './useDialogForm';

/** Edit Profile: the member's first and last name. It cannot be dismissed while saving. */
export function EditProfileDialog({ viewer, defaultOpen = false }: { viewer: Viewer; defaultOpen?: boolean }) {
  const updateProfile = useUpdateProfile();
  // Each opening starts from the saved name, not from what was typed and cancelled last time.
  const savedName = { firstName: viewer.firstName, lastName: viewer.lastName };
  const dialog = useDialogForm(profileBody, savedName, defaultOpen, updateProfile);
  const field = fieldsOf(dialog.form);

  return (
    <AccountDialog
      title="Edit Profile"
      description="Change the name shown on your account."
      dialog={dialog}
      submit="Save Changes"
      busyLabel="Saving..."
    >
      <div className={styles.nameRow}>
        <TextField label="First Name" autoComplete="given-name" {...field('firstName')} />
        <TextField label="Last Name" autoComplete="family-name" {...field('lastName')} />
      </div>
    </AccountDialog>
  );
}
