import { profileBody, type ProfileBody } from '@cinevia/proto';
import { Button, TextField } from '@cinevia/ui';
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
  const { form, open, changeOpen, close } = useDialogForm(profileBody, savedName, defaultOpen);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;

  async function save(body: ProfileBody) {
    const outcome = await updateProfile(body);
    if (outcome.kind === 'done') close();
    else if (outcome.kind === 'field') setError(outcome.field, { message: outcome.message }, { shouldFocus: true });
  }

  return (
    <AccountDialog
      title="Edit Profile"
      description="Change the name shown on your account."
      trigger={<Button variant="secondary">Edit Profile</Button>}
      open={open}
      onOpenChange={changeOpen}
    >
      <form className={styles.form} noValidate onSubmit={handleSubmit(save)}>
        <div className={styles.nameRow}>
          <TextField
            label="First Name"
            autoComplete="given-name"
            error={errors.firstName?.message}
            {...register('firstName')}
          />
          <TextField
            label="Last Name"
            autoComplete="family-name"
            error={errors.lastName?.message}
            {...register('lastName')}
          />
        </div>
        <AccountDialogActions busy={isSubmitting}>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Saving...' : 'Save Changes'}
          </Button>
        </AccountDialogActions>
      </form>
    </AccountDialog>
  );
}
