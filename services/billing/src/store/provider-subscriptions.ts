import { Schema, type Connection } from 'mongoose';
import { isDuplicateKey } from '@cinevia/service-kit';

/**
 * provider_subscriptions: whose a provider subscription is (`_id` = the provider's subscription id),
 * so a renewal the provider reports (a Stripe webhook naming only its subscription) finds the member
 * by `_id`. Written when a checkout gets its provider subscription, before the subscription itself.
 */
interface ProviderSubscriptionDocument {
  _id: string;
  userId: string;
}

const providerSubscriptionSchema = new Schema<ProviderSubscriptionDocument>(
  { _id: String, userId: { type: String, required: true } },
  { collection: 'provider_subscriptions', versionKey: false },
);

export function createProviderSubscriptionStore(connection: Connection) {
  const ProviderSubscriptions = connection.model<ProviderSubscriptionDocument>(
    'ProviderSubscription',
    providerSubscriptionSchema,
  );
  return {
    /** Inserts never scan; the provider gives one subscription one member, so a repeat is the same record. */
    async remember(providerSubscriptionId: string, userId: string): Promise<void> {
      try {
        await ProviderSubscriptions.collection.insertOne({ _id: providerSubscriptionId, userId } as never);
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
      }
    },
    async userOf(providerSubscriptionId: string): Promise<string | null> {
      const doc = await ProviderSubscriptions.findById(providerSubscriptionId).lean<ProviderSubscriptionDocument>();
      return doc?.userId ?? null;
    },
  };
}
export type ProviderSubscriptionStore = ReturnType<typeof createProviderSubscriptionStore>;
