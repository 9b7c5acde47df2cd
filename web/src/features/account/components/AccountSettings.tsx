import { Button } from '../../../ui/Button';
import type { Viewer } from '../api/viewerQuery';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { DownloadMyDataButton } from './DownloadMyDataButton';
import { EditProfileDialog } from './EditProfileDialog';
import styles from './ProfilePage.module.css';

type AccountSettingsProps = { viewer: Viewer; onManageSubscription: () => void };

/** The profile's Account Settings card (spec section 2). */
export function AccountSettings({ viewer, onManageSubscription }: AccountSettingsProps) {
  return (
    <section aria-labelledby="account-settings-title" className={styles.card}>
      <h2 id="account-settings-title" className={styles.cardTitle}>
        Account Settings
      </h2>
      <div className={styles.settings}>
        <EditProfileDialog viewer={viewer} />
        <ChangePasswordDialog email={viewer.email} />
        <Button variant="secondary" onClick={onManageSubscription}>
          Manage Subscription
        </Button>
        <DownloadMyDataButton />
      </div>
    </section>
  );
}
