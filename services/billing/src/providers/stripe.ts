import Stripe from 'stripe';
import type { Checkout, PaymentProvider, ProviderEvent } from './port';

export interface StripeSettings {
  secretKey: string;
  publishableKey: string | null;
  webhookSecret: string;
  /** The Premium plan's monthly price in Stripe. */
  priceId: string;
  /** Points the SDK elsewhere (stripe-mock in tests). */
  apiBase?: { host: string; port: number; protocol: 'http' | 'https' };
}

/**
 * The real provider. Subscriptions are created incomplete; the browser confirms the first payment
 * with Stripe.js; Stripe reports the result (and every renewal) by webhook.
 */
export function createStripeProvider(settings: StripeSettings): PaymentProvider & { client: Stripe } {
  const stripe = new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    ...(settings.apiBase ?? {}),
  });

  /** Current API versions expose the first payment's secret as the invoice's confirmation secret. */
  function checkoutSecret(invoice: Stripe.Invoice | string | null): { id: string; clientSecret: string } {
    const secret = typeof invoice === 'object' && invoice ? invoice.confirmation_secret?.client_secret : undefined;
    const id = secret?.split('_secret_')[0];
    if (!secret || !id) throw new Error('Stripe returned a subscription without a payment to confirm');
    return { id, clientSecret: secret };
  }

  return {
    kind: 'stripe',
    client: stripe,
    publishableKey: settings.publishableKey,

    async startSubscription({ userId, email, providerCustomerId, idempotencyKey }): Promise<Checkout> {
      const customerId =
        providerCustomerId ??
        (
          await stripe.customers.create(
            { email: email || undefined, metadata: { userId } },
            { idempotencyKey: `${idempotencyKey}:customer` },
          )
        ).id;
      const subscription = await stripe.subscriptions.create(
        {
          customer: customerId,
          items: [{ price: settings.priceId }],
          payment_behavior: 'default_incomplete',
          payment_settings: { save_default_payment_method: 'on_subscription' },
          expand: ['latest_invoice.confirmation_secret'],
          metadata: { userId },
        },
        { idempotencyKey },
      );
      const intent = checkoutSecret(subscription.latest_invoice);
      return {
        paymentIntentId: intent.id,
        clientSecret: intent.clientSecret,
        providerSubscriptionId: subscription.id,
        providerCustomerId: customerId,
      };
    },

    async createPayment({ userId, amountCents, description, idempotencyKey }): Promise<Checkout> {
      const intent = await stripe.paymentIntents.create(
        {
          amount: amountCents,
          currency: 'usd',
          description,
          metadata: { userId },
          automatic_payment_methods: { enabled: true },
        },
        { idempotencyKey },
      );
      if (!intent.client_secret) throw new Error('Stripe returned a payment intent without a client secret');
      return {
        paymentIntentId: intent.id,
        clientSecret: intent.client_secret,
        providerSubscriptionId: null,
        providerCustomerId: null,
      };
    },

    async setCancelAtPeriodEnd(providerSubscriptionId, cancel) {
      await stripe.subscriptions.update(providerSubscriptionId, { cancel_at_period_end: cancel });
    },

    async chargeRenewal() {
      // Stripe charges renewals itself and tells us with a webhook.
      return null;
    },

    readWebhook(payload, signature): ProviderEvent | null {
      const event = stripe.webhooks.constructEvent(payload, signature, settings.webhookSecret);
      if (event.type === 'payment_intent.succeeded') {
        const intent = event.data.object;
        return { id: event.id, type: 'payment.succeeded', paymentIntentId: intent.id, amountCents: intent.amount };
      }
      if (event.type === 'payment_intent.payment_failed') {
        const intent = event.data.object;
        return {
          id: event.id,
          type: 'payment.failed',
          paymentIntentId: intent.id,
          failureMessage: intent.last_payment_error?.message ?? 'Your card was declined.',
        };
      }
      if (event.type === 'invoice.paid') {
        const invoice = event.data.object as unknown as {
          id: string;
          amount_paid: number;
          subscription?: string | null;
          payment_intent?: string | null;
        };
        if (!invoice.subscription || !invoice.payment_intent) return null;
        return {
          id: event.id,
          type: 'payment.succeeded',
          paymentIntentId: invoice.payment_intent,
          amountCents: invoice.amount_paid,
          providerSubscriptionId: invoice.subscription,
        };
      }
      return null;
    },
  };
}
