import { useCallback } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { Link, useNavigate } from 'react-router-dom';
import {
  AlertBox,
  BackdropPage,
  Button,
  ButtonLink,
  Card,
  CardHeader,
  LoadError,
  LoadingState,
  LockIcon,
  PageHeader,
  PageState,
  Spinner,
  useDocumentTitle,
  useToast,
} from '@cinevia/ui';
import { config } from '../../../config';
import { useWatchesAsKids } from '../../../session/currentProfile';
import { useLogout } from '../../../session/useLogout';
import { VIEWER_QUERY, type Viewer } from '../../../session/viewerQuery';
import { usePaymentProvider } from '../api/usePaymentProvider';
import { useSubscriptionCheckout } from '../api/useSubscriptionCheckout';
import { useWaitForSubscription } from '../api/useWaitForSubscription';
import { PaymentForm } from './PaymentForm';
import { PlanCard } from './PlanCard';
import styles from './SubscribePage.module.css';

/** Long enough to read the welcome before the page changes (spec section 4). */
const REDIRECT_DELAY_MS = 1500;

/**
 * /subscribe for a signed-in member without Premium: the plan, and the card form to pay for it. When
 * billing could not say whether the member pays (`isSubscribed` null), it says so and offers nothing
 * to pay: a subscriber must never be asked to pay again because part of Cinevia is away. A Kids
 * profile pays for nothing: it is asked to fetch a grown-up.
 */
export function SubscribePage({ viewer }: { viewer: Viewer }) {
  const logout = useLogout();
  const kids = useWatchesAsKids();
  return (
    <BackdropPage
      headerEnd={
        <div className={styles.account}>
          <p className={styles.signedInAs}>
            Signed in as <strong>{viewer.email}</strong>
          </p>
          <Button variant="secondary" onClick={() => void logout()}>
            Sign Out
          </Button>
        </div>
      }
    >
      <main id="main" className={styles.main}>
        {viewer.isSubscribed === null ? (
          <SubscriptionUnknown />
        ) : kids === undefined ? (
          <LoadingState label="Loading your plan" />
        ) : kids ? (
          <AskAGrownUp />
        ) : (
          <Checkout />
        )}
      </main>
    </BackdropPage>
  );
}

/** Billing did not answer: whether the member pays is unknown, so nothing is offered until it is known. */
function SubscriptionUnknown() {
  useDocumentTitle('Subscription');
  const client = useApolloClient();
  // The session query again (it keeps partial answers): a known answer sends a subscriber home, and
  // shows anyone else the plan.
  const retry = () =>
    void client
      .refetchQueries({ include: [VIEWER_QUERY] })
      .catch((error: unknown) => console.error('Subscription check retry failed', error));
  return (
    <>
      <h1 className="visually-hidden">Subscription</h1>
      <LoadError
        title="We couldn't check your subscription right now"
        message="If you have Premium, it is unchanged and you can keep watching. Try again in a moment."
        onRetry={retry}
      >
        <ButtonLink to="/" variant="secondary" size="lg">
          Back to Home
        </ButtonLink>
      </LoadError>
    </>
  );
}

/** A Kids profile cannot pay: Premium is the account's, bought on a grown-up's profile. */
function AskAGrownUp() {
  useDocumentTitle('Premium');
  return (
    <PageState
      heading="h1"
      icon={<LockIcon />}
      title="Ask a grown-up to get Premium"
      action={
        <>
          <ButtonLink to="/profiles" size="lg">
            Switch Profile
          </ButtonLink>
          <ButtonLink to="/" variant="secondary" size="lg">
            Back to Home
          </ButtonLink>
        </>
      }
    >
      Watching needs Premium. A grown-up can subscribe from their own profile.
    </PageState>
  );
}

/** The plan and the card form; the checkout is started on arrival. */
function Checkout() {
  useDocumentTitle('Choose Your Plan');
  const navigate = useNavigate();
  const { toast } = useToast();
  const waitForSubscription = useWaitForSubscription();
  const { checkout, retry } = useSubscriptionCheckout();
  // Asked for alongside the checkout, so the form appears in one step rather than two.
  const provider = usePaymentProvider();

  const onSucceeded = useCallback(async () => {
    toast({
      title: 'Payment Successful',
      description: `Welcome to ${config.productName}! Redirecting to dashboard...`,
    });
    await new Promise((resolve) => setTimeout(resolve, REDIRECT_DELAY_MS));
    // Leave first: once the session says "subscribed", /subscribe itself redirects to /.
    navigate('/home', { replace: true });
    await waitForSubscription();
  }, [navigate, toast, waitForSubscription]);

  const onFailed = useCallback(
    (message: string, error?: unknown) =>
      toast({ title: 'Payment Failed', description: message, variant: 'destructive', error }),
    [toast],
  );

  const settingUp = checkout.state === 'loading' || (provider.loading && !provider.data);

  return (
    <>
      <PageHeader
        centred
        title="Choose Your Plan"
        intro={`One plan with everything ${config.productName} makes. No ads, no tiers.`}
      />

      <div className={styles.columns}>
        <PlanCard />

        <Card size="lg" raised className={styles.payment} aria-labelledby="payment-title" aria-busy={settingUp}>
          <CardHeader
            title="Payment Information"
            titleId="payment-title"
            intro="You are charged today, then every month until you cancel."
          />
          {settingUp ? (
            <div className={styles.settingUp}>
              <Spinner label="Setting up your subscription..." />
              {/* The spinner already announces it; this is the same words for the eye. */}
              <p aria-hidden="true">Setting up your subscription...</p>
            </div>
          ) : checkout.state === 'failed' ? (
            <AlertBox
              error={checkout.error}
              action={
                <Button variant="secondary" onClick={retry}>
                  Try Again
                </Button>
              }
            >
              <p>We couldn&apos;t start your subscription.</p>
            </AlertBox>
          ) : (
            checkout.state === 'ready' && (
              <PaymentForm
                clientSecret={checkout.clientSecret}
                onSucceeded={onSucceeded}
                onFailed={onFailed}
                submitLabel="Subscribe Now"
                busyLabel="Processing..."
              />
            )
          )}
        </Card>
      </div>

      <footer className={styles.notes}>
        <p className={styles.note}>
          <LockIcon width={18} height={18} className={styles.noteIcon} />
          Payments are processed securely by our card payment provider.
        </p>
        <p className={styles.note}>
          Cancel anytime in your <Link to="/profile#subscription">account settings</Link>; Premium stays until the end
          of the month you paid for.
        </p>
      </footer>
    </>
  );
}
