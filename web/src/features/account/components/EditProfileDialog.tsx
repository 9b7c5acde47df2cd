import { zodResolver } from '@hookform/resolvers/zod';
import { profileBody, type ProfileBody } from '@cinevia/proto';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { useUpdateProfile } from '../api/useUpdateProfile';
import type { Viewer } from '../api/viewerQuery';
import { AccountDialog, AccountDialogActions } from './AccountDialog';
import styles from './AccountDialog.module.css';

/** Edit Profile: the member's first and last name. It cannot be dismissed while saving. */
export function EditProfileDialog({ viewer, defaultOpen = false }: { viewer: Viewer; defaultOpen?: boolean }) {
  const updateProfile = useUpdateProfile();
  const [open, setOpen] = useState(defaultOpen);
  const savedName = { firstName: viewer.firstName, lastName: viewer.lastName };
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(profileBody), defaultValues: savedName });

  function changeOpen(next: boolean) {
    if (isSubmitting) return;
    // Each opening starts from the saved name, not from what was typed and cancelled last time.
    if (next) reset(savedName);
    setOpen(next);
  }

  async function save(body: ProfileBody) {
    const outcome = await updateProfile(body);
    if (outcome.kind === 'done') setOpen(false);
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
