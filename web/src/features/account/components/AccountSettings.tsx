import { useState } from 'react';
import { Button, Card, CardHeader } from '@cinevia/ui';
import { useDeferredModule } from '../../../ui/useDeferredModule';
import type { Viewer } from '../../../session/viewerQuery';
import { DownloadMyDataButton } from './DownloadMyDataButton';
import styles from './ProfilePage.module.css';

type AccountSettingsProps = { viewer: Viewer; onManageSubscription: () => void; onEmailChangeRequested: () => void };

/** The forms (with zod and Radix's dialog) load apart from the page: once it is idle, or when a button is pointed at. */
const loadDialogs = () =>
  Promise.all([import('./EditProfileDialog'), import('./ChangePasswordDialog'), import('./ChangeEmailDialog')]).then(
    ([edit, password, email]) => ({
      EditProfileDialog: edit.EditProfileDialog,
      ChangePasswordDialog: password.ChangePasswordDialog,
      ChangeEmailDialog: email.ChangeEmailDialog,
    }),
  );

type Which = 'profile' | 'password' | 'email';

/** The profile's Account Settings card (spec section 2). */
export function AccountSettings({ viewer, onManageSubscription, onEmailChangeRequested }: AccountSettingsProps) {
  const { module: dialogs, request } = useDeferredModule(loadDialogs);
  const [pressed, setPressed] = useState<Which | null>(null);

  // Until the forms load, buttons that look the same stand in; pressing one opens its form once loaded.
  const standIn = (which: Which, label: string) => (
    <Button
      variant="secondary"
      onPointerEnter={request}
      onFocus={request}
      onClick={() => {
        setPressed(which);
        request();
      }}
    >
      {label}
    </Button>
  );

  return (
    <Card aria-labelledby="account-settings-title" className={styles.card}>
      <CardHeader title="Account Settings" titleId="account-settings-title" />
      <div className={styles.settings}>
        {dialogs ? (
          <>
            <dialogs.EditProfileDialog viewer={viewer} defaultOpen={pressed === 'profile'} />
            <dialogs.ChangePasswordDialog email={viewer.email} defaultOpen={pressed === 'password'} />
            <dialogs.ChangeEmailDialog
              email={viewer.email}
              defaultOpen={pressed === 'email'}
              onRequested={onEmailChangeRequested}
            />
          </>
        ) : (
          <>
            {standIn('profile', 'Edit Profile')}
            {standIn('password', 'Change Password')}
            {standIn('email', 'Change Email')}
          </>
        )}
        <Button variant="secondary" onClick={onManageSubscription}>
          Manage Subscription
        </Button>
        <DownloadMyDataButton />
      </div>
    </Card>
  );
}
