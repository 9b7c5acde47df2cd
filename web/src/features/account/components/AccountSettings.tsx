import { Button } from '../../../ui/Button';
import { NotAvailableYetButton } from './NotAvailableYetButton';
import styles from './ProfilePage.module.css';

/** The profile's Account Settings card (spec section 2). */
export function AccountSettings({ onManageSubscription }: { onManageSubscription: () => void }) {
  return (
    <section aria-labelledby="account-settings-title" className={styles.card}>
      <h2 id="account-settings-title" className={styles.cardTitle}>
        Account Settings
      </h2>
      <div className={styles.settings}>
        <NotAvailableYetButton label="Edit Profile" />
        <NotAvailableYetButton label="Change Password" />
        <Button variant="secondary" onClick={onManageSubscription}>
          Manage Subscription
        </Button>
        <NotAvailableYetButton label="Download My Data" />
      </div>
    </section>
  );
}
