import { lazy, Suspense } from 'react';
import { AlertBox, Button, Spinner } from '@cinevia/ui';
import { usePaymentProvider } from '../api/usePaymentProvider';
import type { PaymentFormProps } from '../types/PaymentFormProps';
import styles from './PaymentForm.module.css';

/** Each provider's form loads only where the server pays through it: Stripe.js and its React bindings, */
const StripePaymentForm = lazy(() =>
  import('./StripePaymentForm').then((module) => ({ default: module.StripePaymentForm })),
);
/** or the simulator's card fields with their form and schema libraries. */
const SimulatedCardForm = lazy(() =>
  import('./SimulatedCardForm').then((module) => ({ default: module.SimulatedCardForm })),
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
  const form =
    kind === 'simulated' ? (
      <SimulatedCardForm {...props} />
    ) : kind === 'stripe' && publishableKey ? (
      <StripePaymentForm publishableKey={publishableKey} {...props} />
    ) : null;
  if (form) return <Suspense fallback={<PaymentFormLoading />}>{form}</Suspense>;
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
