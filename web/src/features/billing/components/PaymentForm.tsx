import { lazy, Suspense } from 'react';
import { AlertBox, Button, Spinner } from '@cinevia/ui';
import { usePaymentProvider } from '../api/usePaymentProvider';
import type { PaymentFormProps } from '../types/PaymentFormProps';
import { SimulatedCardForm } from './SimulatedCardForm';
import styles from './PaymentForm.module.css';

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
      <AlertBox
        error={error}
        action={
          <Button
            variant="secondary"
            onClick={() =>
              refetch().catch((retryError: unknown) => console.error('Payment provider retry failed', retryError))
            }
          >
            Try Again
          </Button>
        }
      >
        <p>The payment form could not be loaded.</p>
      </AlertBox>
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
    <AlertBox>
      <p>Card payments are not available right now. Please try again later.</p>
    </AlertBox>
  );
}

export function PaymentFormLoading({ label = 'Loading the payment form' }: { label?: string }) {
  return (
    <div className={styles.loading}>
      <Spinner label={label} />
    </div>
  );
}
