import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { MATURITY_RATINGS, PROFILE_AVATARS, profileInput, type ProfileInput } from '@cinevia/proto';
import {
  Button,
  CheckboxField,
  ConfirmDialog,
  Dialog,
  DialogActions,
  DialogCancel,
  DialogContent,
  DialogTitle,
  fieldsOf,
  SelectField,
  serverMessage,
  SubmitButton,
  TextField,
  useToast,
} from '@cinevia/ui';
import { deleteProfile, saveProfile, type Profile } from '../api/profiles';
import { ProfileAvatar } from '../../../ui/ProfileAvatar';
import { ProfileLockSetting } from './ProfileLockSetting';
import styles from './ProfileDialog.module.css';

type ProfileDialogProps = {
  /** The profile to change, or null to add one. */
  profile: Profile | null;
  /** The account's first profile may be neither deleted nor made a Kids profile. */
  isFirst: boolean;
  onClose: () => void;
  /** After a save or a delete: the page reads the profiles again. */
  onChanged: () => void;
};

const LEVELS = MATURITY_RATINGS.map((rating) => [rating, rating === '18+' ? '18+ (everything)' : rating] as const);
const KIDS_LEVELS = LEVELS.filter(([rating]) => rating === 'All' || rating === '7+');

/** Add Profile / Edit Profile: name, avatar, Kids, maturity level, the lock; Delete for any but the first. */
export function ProfileDialog(props: ProfileDialogProps) {
  return (
    <Dialog open onOpenChange={(open) => !open && props.onClose()}>
      <ProfileForm {...props} />
    </Dialog>
  );
}

function ProfileForm({ profile, isFirst, onClose, onChanged }: ProfileDialogProps) {
  const { toast } = useToast();
  const form = useForm<ProfileInput, unknown, z.output<typeof profileInput>>({
    resolver: zodResolver(profileInput),
    defaultValues: profile
      ? {
          name: profile.name,
          // The server's strings, one of the lists the schema checks.
          avatar: profile.avatar as ProfileInput['avatar'],
          isKids: profile.isKids,
          maturityLevel: profile.maturityLevel as ProfileInput['maturityLevel'],
          autoplay: profile.autoplay,
        }
      : { name: '', avatar: PROFILE_AVATARS[1], isKids: false, maturityLevel: '18+', autoplay: true },
  });
  const field = fieldsOf(form);
  const busy = form.formState.isSubmitting;
  const [name, avatar, isKids] = useWatch({ control: form.control, name: ['name', 'avatar', 'isKids'] });

  const fail = (error: unknown, what: string) => {
    const message = serverMessage(error);
    if (message?.includes('name')) return form.setError('name', { message }, { shouldFocus: true });
    toast({ title: 'Error', description: message ?? `${what} Please try again.`, variant: 'destructive', error });
  };

  const save = form.handleSubmit(async (values) => {
    try {
      await saveProfile(profile?.id ?? null, values);
      toast({ title: profile ? 'Profile updated' : 'Profile added', description: `${values.name} is ready.` });
      onChanged();
      onClose();
    } catch (error) {
      fail(error, 'The profile could not be saved.');
    }
  });

  /** The dialog holds the profile as it was opened: after a lock change it closes on the new list. */
  const onLockChanged = () => {
    onChanged();
    onClose();
  };

  const remove = async (): Promise<boolean> => {
    if (!profile) return true;
    try {
      await deleteProfile(profile.id);
    } catch (error) {
      fail(error, 'The profile could not be deleted.');
      return false;
    }
    toast({ title: 'Profile deleted', description: `${profile.name}'s list and progress are gone.` });
    onChanged();
    onClose();
    return true;
  };

  return (
    <DialogContent size="md" closeButton busy={busy} aria-describedby={undefined}>
      <DialogTitle>{profile ? 'Edit Profile' : 'Add Profile'}</DialogTitle>
      <form className={styles.form} noValidate onSubmit={save}>
        <div className={styles.identity}>
          <ProfileAvatar name={name || '?'} avatar={avatar ?? PROFILE_AVATARS[0]} />
          <TextField label="Name" autoComplete="off" maxLength={30} {...field('name')} />
        </div>
        <fieldset className={styles.avatars}>
          <legend>Avatar</legend>
          {PROFILE_AVATARS.map((choice) => (
            <label key={choice} className={styles.avatarChoice}>
              <input type="radio" value={choice} {...form.register('avatar')} />
              <ProfileAvatar name={name || '?'} avatar={choice} size="sm" />
              <span className="visually-hidden">{choice}</span>
            </label>
          ))}
        </fieldset>
        {!isFirst && (
          <CheckboxField
            label="Kids profile (films up to 7+, a simpler home)"
            {...form.register('isKids', {
              onChange: (event: { target: { checked: boolean } }) =>
                form.setValue('maturityLevel', event.target.checked ? '7+' : '18+'),
            })}
          />
        )}
        <SelectField
          label="Maturity Rating"
          placeholder="Select the highest rating"
          hint="The highest rating this profile may see"
          options={[...(isKids ? KIDS_LEVELS : LEVELS)]}
          {...field('maturityLevel')}
        />
        <CheckboxField label="Autoplay next episode" {...form.register('autoplay')} />
        {profile && <ProfileLockSetting profile={profile} onChanged={onLockChanged} />}
        <DialogActions>
          {profile && !isFirst && (
            <ConfirmDialog
              trigger={
                <Button variant="ghost" className={styles.delete} disabled={busy}>
                  Delete Profile
                </Button>
              }
              title="Delete this profile?"
              description={`${profile.name}'s My List and viewing progress will be deleted too. This cannot be undone.`}
              confirmLabel="Delete"
              confirmingLabel="Deleting..."
              onConfirm={remove}
            />
          )}
          <DialogCancel disabled={busy} />
          <SubmitButton busy={busy} busyLabel="Saving...">
            {profile ? 'Save' : 'Add Profile'}
          </SubmitButton>
        </DialogActions>
      </form>
    </DialogContent>
  );
}
