import { useCallback } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { config } from '../../../config';
import { Brand } from '../../../ui/Brand';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { useToast } from '../../../ui/useToast';
import { useLogout } from '../../account/api/useLogout';
import type { Viewer } from '../../account/api/viewerQuery';
import { usePaymentProvider } from '../api/usePaymentProvider';
import { useSubscriptionCheckout } from '../api/useSubscriptionCheckout';
import { useWaitForSubscription } from '../api/useWaitForSubscription';
import { LockIcon } from './BillingIcons';
import { PaymentForm } from './PaymentForm';
import { PlanCard } from './PlanCard';
import styles from './SubscribePage.module.css';

/** Long enough to read the welcome before the page changes (spec section 4). */
const REDIRECT_DELAY_MS = 1500;

/** /subscribe for a signed-in member without Premium: the plan, and the card form to pay for it. */
export function SubscribePage({ viewer }: { viewer: Viewer }) {
  useDocumentTitle('Choose Your Plan');
  const logout = useLogout();
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
    (message: string) => toast({ title: 'Payment Failed', description: message, variant: 'destructive' }),
    [toast],
  );

  const settingUp = checkout.state === 'loading' || (provider.loading && !provider.data);

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Brand />
        <div className={styles.account}>
          <p className={styles.signedInAs}>
            Signed in as <strong>{viewer.email}</strong>
          </p>
          <Button variant="secondary" onClick={() => void logout()}>
            Sign Out
          </Button>
        </div>
      </header>

      <main id="main" className={styles.main}>
        <div className={styles.intro}>
          <h1 className={styles.title}>Choose Your Plan</h1>
          <p className={styles.lead}>One plan with everything {config.productName} makes. No ads, no tiers.</p>
        </div>

        <div className={styles.columns}>
          <PlanCard />

          <section className={styles.payment} aria-labelledby="payment-title" aria-busy={settingUp}>
            <h2 id="payment-title" className={styles.paymentTitle}>
              Payment Information
            </h2>
            <p className={styles.paymentIntro}>You are charged today, then every month until you cancel.</p>
            {settingUp ? (
              <div className={styles.settingUp}>
                <Spinner label="Setting up your subscription..." />
                {/* The spinner already announces it; this is the same words for the eye. */}
                <p aria-hidden="true">Setting up your subscription...</p>
              </div>
            ) : checkout.state === 'failed' ? (
              <div role="alert" className={styles.failed}>
                <p>We couldn&apos;t start your subscription.</p>
                <Button variant="secondary" onClick={retry}>
                  Try Again
                </Button>
              </div>
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
          </section>
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
      </main>
    </div>
  );
}
