import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { ButtonLink, Card, CardHeader, Facts, PageHeader, useDocumentTitle, type Fact } from '@cinevia/ui';
import { SubscriptionCard } from '../../billing';
import { MyFilmRequests } from '../../commissions';
import { useScrollToHash } from '../../../ui/useScrollToHash';
import { useEmailStatus } from '../api/useEmailStatus';
import { useProfileRoute } from '../api/useProfileRoute';
import { VIEWER_QUERY } from '../../../session/viewerQuery';
import { formatLongDate } from '../../../ui/formatLongDate';
import { AccountSettings } from './AccountSettings';
import { EmailFact } from './EmailFact';
import { SignedInDevices } from './SignedInDevices';
import { useMemberContext } from '../../../session/useMemberContext';
import styles from './ProfilePage.module.css';

/** /profile (spec section 2): who the member is, their Premium plan, and account actions. */
export function ProfilePage() {
  useDocumentTitle('Profile');
  const { viewer } = useMemberContext();
  const navigate = useNavigate();
  const { data, error, refetch } = useProfileRoute();
  const email = useEmailStatus();
  const apollo = useApolloClient();
  const movedTo = email.status?.email;
  // The account moved to a confirmed address (in another tab, or from a link): the whole app follows.
  useEffect(() => {
    if (movedTo && movedTo !== viewer.email) void apollo.refetchQueries({ include: [VIEWER_QUERY] });
  }, [apollo, movedTo, viewer.email]);
  // The cards are drawn at once, so /profile#subscription (and Manage Subscription) can scroll now.
  useScrollToHash(true);

  const fullName = `${viewer.firstName} ${viewer.lastName}`.trim();
  const facts: Fact[] = [
    ['Full Name', fullName || 'Not provided'],
    ['Email', <EmailFact key="email" email={viewer.email} status={email.status} />],
    ['Member Since', formatLongDate(viewer.createdAt) ?? 'Unknown'],
  ];

  return (
    <div className={styles.page}>
      <PageHeader title="Profile" intro="Your account details and your Premium plan." />

      <div className={styles.cards}>
        <Card aria-labelledby="profile-information-title" className={styles.card}>
          <CardHeader title="Profile Information" titleId="profile-information-title" />
          <Facts facts={facts} />
        </Card>

        <SubscriptionCard
          user={data?.me ?? undefined}
          failed={Boolean(error) && !data?.me}
          error={error}
          onRetry={() => refetch().catch((retryError: unknown) => console.error('Profile retry failed', retryError))}
        />

        <MyFilmRequests />

        <Card aria-labelledby="viewing-activity-title" className={styles.card}>
          <CardHeader
            title="Viewing Activity"
            titleId="viewing-activity-title"
            intro="Every film and episode this profile has watched, newest first."
            actions={
              <ButtonLink to="/history" variant="secondary">
                See Viewing Activity
              </ButtonLink>
            }
          />
        </Card>

        <AccountSettings
          viewer={viewer}
          // Through the address, so the scroll and focus follow the same path as a link to it.
          onManageSubscription={() => navigate({ hash: '#subscription' }, { preventScrollReset: true })}
          onEmailChangeRequested={email.reload}
        />

        <SignedInDevices />
      </div>
    </div>
  );
}
