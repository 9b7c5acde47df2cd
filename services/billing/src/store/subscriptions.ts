import { Schema, type Connection } from 'mongoose';
import type { Envelope } from '@cinevia/proto';
import { documentWrites } from '@cinevia/service-kit';
import { aNewSubscription, type Subscription } from '../domain/subscription';

/**
 * subscriptions: one document per member (`_id` = user id). Every write is conditional on the
 * version it read (optimistic concurrency), and carries its events in the same write (outbox).
 */
interface SubscriptionDocument extends Omit<Subscription, 'userId'> {
  _id: string;
  outbox: Envelope[];
}

const subscriptionSchema = new Schema<SubscriptionDocument>(
  {
    _id: String,
    status: { type: String, required: true },
    currentPeriodEnd: { type: Date, default: null },
    cancelAtPeriodEnd: { type: Boolean, default: false },
    pendingCheckout: { type: Schema.Types.Mixed, default: null },
    providerCustomerId: { type: String, default: null },
    providerSubscriptionId: { type: String, default: null },
    paidIntentIds: { type: [String], default: [] },
    version: { type: Number, required: true },
    outbox: { type: Schema.Types.Mixed, default: [] },
  },
  { collection: 'subscriptions', versionKey: false },
);
subscriptionSchema.index({ status: 1, currentPeriodEnd: 1 });
subscriptionSchema.index({ 'outbox.id': 1 });
subscriptionSchema.index({ providerSubscriptionId: 1 });

function toSubscription({ _id, outbox: _outbox, ...fields }: SubscriptionDocument): Subscription {
  return { userId: _id, ...fields };
}

export function createSubscriptionStore(connection: Connection) {
  const Subscriptions = connection.model<SubscriptionDocument>('Subscription', subscriptionSchema);
  const writes = documentWrites(Subscriptions.collection);
  return {
    collection: Subscriptions.collection,
    async ensureIndexes() {
      await Subscriptions.createIndexes();
    },
    async find(userId: string): Promise<Subscription | null> {
      const doc = await Subscriptions.findById(userId, { outbox: 0 }).lean<SubscriptionDocument>();
      return doc ? toSubscription(doc) : null;
    },
    async findOrNew(userId: string): Promise<Subscription> {
      return (await this.find(userId)) ?? aNewSubscription(userId);
    },
    async findByProviderSubscription(providerSubscriptionId: string): Promise<Subscription | null> {
      const doc = await Subscriptions.findOne({ providerSubscriptionId }, { outbox: 0 }).lean<SubscriptionDocument>();
      return doc ? toSubscription(doc) : null;
    },
    async findMany(userIds: readonly string[]): Promise<Subscription[]> {
      const docs = await Subscriptions.find({ _id: { $in: [...userIds] } }, { outbox: 0 }).lean<
        SubscriptionDocument[]
      >();
      return docs.map(toSubscription);
    },
    /** Active subscriptions whose paid period is over. */
    async findDue(now: Date): Promise<Subscription[]> {
      const docs = await Subscriptions.find({ status: 'active', currentPeriodEnd: { $lte: now } }, { outbox: 0 })
        .limit(500)
        .lean<SubscriptionDocument[]>();
      return docs.map(toSubscription);
    },
    /**
     * Writes `next` if the stored version is still `expectedVersion` (0 = not stored yet).
     * False when someone else wrote first: the caller re-reads and decides again.
     */
    async save(next: Subscription, expectedVersion: number, events: Envelope[]): Promise<boolean> {
      const { userId, ...fields } = next;
      try {
        if (expectedVersion === 0) {
          await Subscriptions.collection.insertOne({ _id: userId, ...fields, outbox: events } as never);
          return true;
        }
        const result = await writes.updateOne(
          { _id: userId, version: expectedVersion } as never,
          {
            $set: fields,
            ...(events.length ? { $push: { outbox: { $each: events } } } : {}),
          } as never,
        );
        return result.matchedCount === 1;
      } catch (error) {
        if ((error as { code?: number }).code === 11000) return false;
        throw error;
      }
    },
  };
}
export type SubscriptionStore = ReturnType<typeof createSubscriptionStore>;
