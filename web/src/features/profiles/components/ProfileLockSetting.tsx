import { useState } from 'react';
import { Button, LockIcon, useToast } from '@cinevia/ui';
import { setProfileLock, type Profile } from '../api/profiles';
import { ProfileSecretDialog } from './ProfileSecretDialog';
import styles from './ProfileDialog.module.css';

/**
 * Edit Profile's lock: set, change or remove the 4-digit code that switching to the profile asks,
 * each with the account password. `onChanged` follows a change (the page reads the profiles again).
 */
export function ProfileLockSetting({ profile, onChanged }: { profile: Profile; onChanged: () => void }) {
  const [changing, setChanging] = useState<null | 'set' | 'remove'>(null);
  const { toast } = useToast();

  async function apply(password: string, code: string | null) {
    await setProfileLock(profile.id, { password, code });
    toast({
      title: code ? 'Profile locked' : 'Lock removed',
      description: code
        ? `Switching to ${profile.name} now asks for its code.`
        : `Anyone on the account can watch as ${profile.name}.`,
    });
    setChanging(null);
    onChanged();
  }

  return (
    <section className={styles.lock} aria-labelledby="profile-lock-title">
      <LockIcon width={20} height={20} aria-hidden="true" />
      <div>
        <h3 id="profile-lock-title" className={styles.lockTitle}>
          Profile Lock
        </h3>
        <p className={styles.lockState}>
          {profile.isLocked ? 'On: switching to this profile asks for its code.' : 'Off'}
        </p>
      </div>
      <div className={styles.lockActions}>
        <Button type="button" variant="secondary" onClick={() => setChanging('set')}>
          {profile.isLocked ? 'Change Code' : 'Set Lock'}
        </Button>
        {profile.isLocked && (
          <Button type="button" variant="ghost" onClick={() => setChanging('remove')}>
            Remove Lock
          </Button>
        )}
      </div>
      {changing === 'set' && (
        <ProfileSecretDialog
          title={profile.isLocked ? 'Change the lock code' : `Lock ${profile.name}`}
          description="Enter the account password, then the 4-digit code that switching to this profile will ask."
          asks={['password', 'code']}
          codeLabel="New 4-digit code"
          submitLabel="Save Code"
          busyLabel="Saving..."
          onSubmit={(secrets) => apply(secrets.password ?? '', secrets.code ?? '')}
          onClose={() => setChanging(null)}
        />
      )}
      {changing === 'remove' && (
        <ProfileSecretDialog
          title="Remove the lock"
          description={`Enter the account password to let anyone on the account watch as ${profile.name}.`}
          asks={['password']}
          submitLabel="Remove Lock"
          busyLabel="Removing..."
          onSubmit={(secrets) => apply(secrets.password ?? '', null)}
          onClose={() => setChanging(null)}
        />
      )}
    </section>
  );
}
