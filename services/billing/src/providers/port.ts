/**
 * What billing needs from a card payment provider. Two adapters: `stripe` (the real one) and
 * `simulated` (the default without keys: same lifecycle, no network). Amounts are in cents.
 */
export interface Checkout {
  paymentIntentId: string;
  clientSecret: string;
  providerSubscriptionId: string | null;
  providerCustomerId: string | null;
}

/** A provider's notification, normalised: the only kinds billing acts on. */
export type ProviderEvent =
  | {
      id: string;
      type: 'payment.succeeded';
      paymentIntentId: string;
      amountCents: number;
      /** Set for renewals, which the provider charges without a checkout of ours. */
      providerSubscriptionId?: string;
    }
  | { id: string; type: 'payment.failed'; paymentIntentId: string; failureMessage: string };

export interface PaymentProvider {
  readonly kind: 'stripe' | 'simulated';
  /** Public key for the browser's payment form (Stripe only). */
  readonly publishableKey: string | null;
  /** Starts a monthly subscription whose first payment the member confirms in the browser. */
  startSubscription(input: {
    userId: string;
    email: string;
    providerCustomerId: string | null;
    idempotencyKey: string;
  }): Promise<Checkout>;
  /** A one-off payment (the film fee) confirmed in the browser. */
  createPayment(input: {
    userId: string;
    amountCents: number;
    description: string;
    idempotencyKey: string;
  }): Promise<Checkout>;
  /** Tells the provider to stop (or keep) renewing at the end of the period. */
  setCancelAtPeriodEnd(providerSubscriptionId: string, cancel: boolean): Promise<void>;
  /**
   * Called when a paid period ends and the member has not cancelled. A provider that renews by
   * itself (Stripe) returns null and sends a webhook; the simulated one charges and returns the event.
   */
  chargeRenewal(input: {
    userId: string;
    providerSubscriptionId: string;
    periodEnd: Date;
  }): Promise<ProviderEvent | null>;
  /** Verifies and reads a webhook; throws on a bad signature. */
  readWebhook(payload: Buffer, signature: string): ProviderEvent | null;
}

export class CardDeclinedError extends Error {
  override name = 'CardDeclinedError';
}
