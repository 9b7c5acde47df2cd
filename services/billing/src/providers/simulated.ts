import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { Schema, type Connection } from 'mongoose';
import { CARD_DECLINED_MESSAGE, PREMIUM_PRICE_CENTS, TEST_CARDS } from '@cinevia/proto';
import { documentWrites, isDuplicateKey } from '@cinevia/service-kit';
import type { Checkout, PaymentProvider, ProviderEvent } from './port';

/**
 * The simulated provider: Stripe's lifecycle without the network, for development and tests.
 * Its own "provider-side" records live in `simulated_provider_intents`, found by `_id` only: an
 * intent's id is derived from its idempotency key, so a repeated create finds the same intent as
 * Stripe would, and a client secret starts with its intent's id, as Stripe's do. The browser's card
 * form is confirmed through billing (`confirm`), which returns the provider event a webhook would carry.
 */
interface IntentDocument {
  _id: string;
  idempotencyKey: string;
  clientSecret: string;
  userId: string;
  amountCents: number;
  status: 'requires_payment_method' | 'succeeded';
}

const intentSchema = new Schema<IntentDocument>(
  {
    _id: String,
    idempotencyKey: { type: String, required: true },
    clientSecret: { type: String, required: true },
    userId: { type: String, required: true },
    amountCents: { type: Number, required: true },
    status: { type: String, required: true },
  },
  { collection: 'simulated_provider_intents', versionKey: false },
);

const DECLINES: Record<string, string> = {
  [TEST_CARDS.declined]: CARD_DECLINED_MESSAGE,
  '4000000000009995': 'Your card has insufficient funds.',
  '4000000000000069': 'Your card has expired.',
};

/** A client secret is its intent's id, `_secret`, and a random part (Stripe's shape). */
const intentIdOf = (clientSecret: string) => clientSecret.split('_secret')[0] ?? '';

function sameSecret(stored: string, given: string): boolean {
  const [a, b] = [Buffer.from(stored), Buffer.from(given)];
  return a.length === b.length && timingSafeEqual(a, b);
}

export function createSimulatedProvider(connection: Connection) {
  const Intents = connection.model<IntentDocument>('SimulatedIntent', intentSchema);
  const writes = documentWrites(Intents.collection);

  async function intentFor(key: string, userId: string, amountCents: number): Promise<IntentDocument> {
    const id = `pi_sim_${createHash('sha256').update(key).digest('hex').slice(0, 32)}`;
    const fresh = {
      _id: id,
      idempotencyKey: key,
      clientSecret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      userId,
      amountCents,
      status: 'requires_payment_method' as const,
    };
    try {
      await Intents.collection.insertOne(fresh as never);
      return fresh;
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      const existing = await Intents.findById(id).lean<IntentDocument>();
      if (!existing) throw error;
      return existing;
    }
  }

  const toCheckout = (intent: IntentDocument, subscription: boolean): Checkout => ({
    paymentIntentId: intent._id,
    clientSecret: intent.clientSecret,
    providerSubscriptionId: subscription ? `sub_sim_${intent.userId}` : null,
    providerCustomerId: `cus_sim_${intent.userId}`,
  });

  const provider: PaymentProvider & {
    confirm(input: { clientSecret: string; cardNumber: string }): Promise<{ userId: string; event: ProviderEvent }>;
  } = {
    kind: 'simulated',
    publishableKey: null,
    async startSubscription({ userId, idempotencyKey }) {
      return toCheckout(await intentFor(idempotencyKey, userId, PREMIUM_PRICE_CENTS), true);
    },
    async createPayment({ userId, amountCents, idempotencyKey }) {
      return toCheckout(await intentFor(idempotencyKey, userId, amountCents), false);
    },
    async setCancelAtPeriodEnd() {
      // Nothing renews by itself in the simulation, so there is nothing to tell.
    },
    async chargeRenewal({ userId, providerSubscriptionId, periodEnd }) {
      // One renewal per period: the intent id is derived from it, so a repeated sweep charges once.
      const id = `pi_sim_renewal_${userId}_${periodEnd.getTime()}`;
      await writes.updateOne(
        { _id: id },
        {
          $setOnInsert: {
            idempotencyKey: id,
            clientSecret: `${id}_secret`,
            userId,
            amountCents: PREMIUM_PRICE_CENTS,
            status: 'succeeded',
          },
        },
        { upsert: true },
      );
      return {
        id: `evt_sim_${id}_succeeded`,
        type: 'payment.succeeded',
        paymentIntentId: id,
        amountCents: PREMIUM_PRICE_CENTS,
        providerSubscriptionId,
      };
    },
    readWebhook() {
      throw new Error('the simulated provider sends no webhooks');
    },
    /** Confirms a card payment as the provider's browser SDK would; the result is a provider event. */
    async confirm({ clientSecret, cardNumber }) {
      const intent = await Intents.findById(intentIdOf(clientSecret)).lean<IntentDocument>();
      if (!intent || !sameSecret(intent.clientSecret, clientSecret)) throw new UnknownIntentError();
      const decline =
        DECLINES[cardNumber] ??
        (cardNumber === TEST_CARDS.succeeds || intent.status === 'succeeded' ? null : 'Your card number is incorrect.');
      if (decline) {
        return {
          userId: intent.userId,
          event: {
            id: `evt_sim_${randomUUID()}`,
            type: 'payment.failed',
            paymentIntentId: intent._id,
            failureMessage: decline,
          },
        };
      }
      await writes.updateOne({ _id: intent._id }, { $set: { status: 'succeeded' } });
      // The event id is derived from the intent: confirming twice yields the same event, as a resent webhook would.
      return {
        userId: intent.userId,
        event: {
          id: `evt_sim_${intent._id}_succeeded`,
          type: 'payment.succeeded',
          paymentIntentId: intent._id,
          amountCents: intent.amountCents,
        },
      };
    },
  };
  return provider;
}
export type SimulatedProvider = ReturnType<typeof createSimulatedProvider>;

export class UnknownIntentError extends Error {
  override name = 'UnknownIntentError';
}
