import { lazy, Suspense } from 'react';
import { Button, Spinner } from '@cinevia/ui';
import { usePaymentProvider } from '../api/usePaymentProvider';
import { SimulatedCardForm } from './SimulatedCardForm';
import styles from './PaymentForm.module.css';

/**
 * What every payment form takes, whichever provider confirms the card: the pending payment's
 * client secret, what to do after, and the wording of its submit button.
 */
export type PaymentFormProps = {
  clientSecret: string;
  /** Called once the provider reports the payment succeeded; the form stays busy until it settles. */
  onSucceeded: () => Promise<void> | void;
  /** Called with the provider's own words when the card is declined or the payment fails. */
  onFailed: (message: string) => void;
  submitLabel: string;
  busyLabel: string;
};

/** Stripe.js and its React bindings load only for members who pay through Stripe. */
const StripePaymentForm = lazy(() =>
  import('./StripePaymentForm').then((module) => ({ default: module.StripePaymentForm })),
);

/**
 * The card form of the provider the server is configured with (`paymentProvider.kind`): Stripe's
 * Payment Element, or the simulated provider's own card fields.
 */
export function PaymentForm(props: PaymentFormProps) {
  const { data, error, refetch } = usePaymentProvider();

  if (error && !data) {
    return (
      <div role="alert" className={styles.problem}>
        <p>The payment form could not be loaded.</p>
        <Button
          variant="secondary"
          onClick={() =>
            refetch().catch((retryError: unknown) => console.error('Payment provider retry failed', retryError))
          }
        >
          Try Again
        </Button>
      </div>
    );
  }
  if (!data) return <PaymentFormLoading />;

  const { kind, publishableKey } = data.paymentProvider;
  if (kind === 'simulated') return <SimulatedCardForm {...props} />;
  if (kind === 'stripe' && publishableKey) {
    return (
      <Suspense fallback={<PaymentFormLoading />}>
        <StripePaymentForm publishableKey={publishableKey} {...props} />
      </Suspense>
    );
  }
  console.error('Unsupported payment provider', data.paymentProvider);
  return (
    <p role="alert" className={styles.problem}>
      Card payments are not available right now. Please try again later.
    </p>
  );
}

export function PaymentFormLoading({ label = 'Loading the payment form' }: { label?: string }) {
  return (
    <div className={styles.loading}>
      <Spinner label={label} />
    </div>
  );
}
