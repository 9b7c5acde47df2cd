import { useState, type FormEvent } from 'react';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
// The "pure" entry adds Stripe.js to the page only when loadStripe is first called.
import { loadStripe } from '@stripe/stripe-js/pure';
import type { Appearance, Stripe } from '@stripe/stripe-js';
import { Button } from '@cinevia/ui';
import type { PaymentFormProps } from '../types/PaymentFormProps';
import styles from './PaymentForm.module.css';

/** One Stripe.js instance per key for the whole visit, as Stripe asks. */
const stripeByKey = new Map<string, Promise<Stripe | null>>();

function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripeByKey.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey).catch((error: unknown) => {
      console.error('Stripe.js could not be loaded', error);
      // Forgotten, so that opening the form again tries again.
      stripeByKey.delete(publishableKey);
      return null;
    });
    stripeByKey.set(publishableKey, stripe);
  }
  return stripe;
}

/** Stripe's form drawn in the app's colours. */
const appearance: Appearance = {
  theme: 'night',
  variables: {
    colorPrimary: '#e11d48',
    colorBackground: '#0b0b0f',
    colorText: '#f5f5f7',
    colorDanger: '#ff8a9b',
    borderRadius: '6px',
  },
};

/** Stripe's Payment Element, confirmed in the browser with Stripe.js. */
export function StripePaymentForm({ publishableKey, ...props }: PaymentFormProps & { publishableKey: string }) {
  return (
    // A new client secret needs a new Elements group: its options are read once.
    <Elements
      key={props.clientSecret}
      stripe={stripeFor(publishableKey)}
      options={{ clientSecret: props.clientSecret, appearance }}
    >
      <StripeFields {...props} />
    </Elements>
  );
}

function StripeFields({ onSucceeded, onFailed, submitLabel, busyLabel }: PaymentFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function pay(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!stripe || !elements || busy) return;
    setBusy(true);
    try {
      const { error, paymentIntent } = await stripe.confirmPayment({
        elements,
        redirect: 'if_required',
        confirmParams: { return_url: `${window.location.origin}/` },
      });
      if (error) {
        // Card and validation errors carry words meant for the member; anything else does not.
        const forMember = error.type === 'card_error' || error.type === 'validation_error';
        onFailed(forMember && error.message ? error.message : 'Your payment could not be completed. Please try again.');
      } else if (paymentIntent.status === 'succeeded') {
        await onSucceeded();
      } else {
        onFailed(
          paymentIntent.status === 'processing'
            ? 'Your payment is still processing. Your account will update once it completes.'
            : 'Your payment could not be completed. Please try again.',
        );
      }
    } catch (error) {
      console.error('Stripe payment confirmation failed', error);
      onFailed('Your payment could not be completed. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void pay(event)} aria-label="Card details">
      <PaymentElement
        onReady={() => setReady(true)}
        onLoadError={(event) => setLoadError(event.error.message ?? 'The payment form could not be loaded.')}
      />
      {loadError && (
        <p role="alert" className={styles.error}>
          {loadError}
        </p>
      )}
      <Button type="submit" size="lg" className={styles.submit} disabled={!stripe || !elements || !ready || busy}>
        {busy ? busyLabel : submitLabel}
      </Button>
    </form>
  );
}
