import { useNavigate } from 'react-router-dom';
import { SubscriptionCard } from '../../billing/components/SubscriptionCard';
import { MyFilmRequests } from '../../commissions/components/MyFilmRequests';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { useScrollToHash } from '../../../ui/useScrollToHash';
import { useProfileRoute } from '../api/useProfileRoute';
import { formatLongDate } from '../utils/formatLongDate';
import { AccountSettings } from './AccountSettings';
import { useMemberContext } from './useMemberContext';
import styles from './ProfilePage.module.css';

/** /profile (spec section 2): who the member is, their Premium plan, and account actions. */
export function ProfilePage() {
  useDocumentTitle('Profile');
  const { viewer } = useMemberContext();
  const navigate = useNavigate();
  const { data, error, refetch } = useProfileRoute();
  // The cards are drawn at once, so /profile#subscription (and Manage Subscription) can scroll now.
  useScrollToHash(true);

  const fullName = `${viewer.firstName} ${viewer.lastName}`.trim();
  const facts: [string, string][] = [
    ['Full Name', fullName || 'Not provided'],
    ['Email', viewer.email],
    ['Member Since', formatLongDate(viewer.createdAt) ?? 'Unknown'],
  ];

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>Profile</h1>
        <p className={styles.intro}>Your account details and your Premium plan.</p>
      </header>

      <div className={styles.cards}>
        <section aria-labelledby="profile-information-title" className={styles.card}>
          <h2 id="profile-information-title" className={styles.cardTitle}>
            Profile Information
          </h2>
          <dl className={styles.facts}>
            {facts.map(([label, value]) => (
              <div key={label} className={styles.fact}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </section>

        <SubscriptionCard
          className={styles.card}
          user={data?.me ?? undefined}
          failed={Boolean(error) && !data?.me}
          onRetry={() => refetch().catch((retryError: unknown) => console.error('Profile retry failed', retryError))}
        />

        <MyFilmRequests className={styles.card} />

        <AccountSettings
          viewer={viewer}
          // Through the address, so the scroll and focus follow the same path as a link to it.
          onManageSubscription={() => navigate({ hash: '#subscription' }, { preventScrollReset: true })}
        />
      </div>
    </div>
  );
}
