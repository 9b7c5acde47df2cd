import { Schema, type Connection } from 'mongoose';
import type { Envelope } from '@cinevia/proto';
import { isDuplicateKey, type Outbox } from '@cinevia/service-kit';
import { type SubscriberState } from '@cinevia/shared-models';
import { aNewSubscription, type Subscription } from '../domain/subscription';
import type { DueHourStore } from './due-hours';

/**
 * subscriptions: one document per member (`_id` = user id), read and written by `_id` only. Every
 * write is conditional on the version it read (optimistic concurrency), and carries its events in
 * the same write (the kit's outbox).
 */
type SubscriptionDocument = Omit<Subscription, 'userId'> & { _id: string };

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
  },
  { collection: 'subscriptions', versionKey: false },
);

function toSubscription({ _id, ...fields }: SubscriptionDocument): Subscription {
  return { userId: _id, ...fields };
}

/** What the read model keeps of each subscription: what the member's pages show and the sweep needs. */
export type SubscriptionState = Pick<
  Subscription,
  'userId' | 'status' | 'currentPeriodEnd' | 'cancelAtPeriodEnd' | 'version'
>;

/** `dueHours` hears of every active period before it is written, for the sweep to find. */
export function createSubscriptionStore(connection: Connection, outbox: Outbox, dueHours: DueHourStore) {
  const Subscriptions = connection.model<SubscriptionDocument>('Subscription', subscriptionSchema);

  async function find(userId: string): Promise<Subscription | null> {
    const doc = await Subscriptions.findById(userId, outbox.withoutEvents).lean<SubscriptionDocument>();
    return doc ? toSubscription(doc) : null;
  }

  return {
    find,
    async findOrNew(userId: string): Promise<Subscription> {
      return (await find(userId)) ?? aNewSubscription(userId);
    },
    /**
     * Notes every active period in the due hours, once, on a database from before them: the one
     * read of the whole collection, run at start inside a start-up load. Safe to run twice.
     */
    async noteDueHours(): Promise<void> {
      if (await dueHours.hasOlderNoted()) return;
      const projection = { status: 1, currentPeriodEnd: 1 };
      for await (const doc of Subscriptions.collection.find({ status: 'active' }, { projection })) {
        const { _id, currentPeriodEnd } = doc as unknown as SubscriptionDocument;
        if (currentPeriodEnd) await dueHours.note(_id, currentPeriodEnd);
      }
      await dueHours.olderNoted();
    },
    /**
     * Every stored subscription's state, for the bucket of subscriber states on an install from
     * before it: a read of the whole collection, run once at start inside a start-up load.
     */
    async *states(): AsyncIterable<SubscriberState> {
      const projection = { status: 1, currentPeriodEnd: 1, version: 1 };
      for await (const doc of Subscriptions.collection.find({}, { projection })) {
        const { _id, status, currentPeriodEnd, version } = doc as unknown as SubscriptionDocument;
        yield { userId: _id, status, currentPeriodEnd: currentPeriodEnd ?? null, version };
      }
    },
    /**
     * Writes `next` if the stored version is still `expectedVersion` (0 = not stored yet).
     * False when someone else wrote first: the caller re-reads and decides again.
     */
    async save(next: Subscription, expectedVersion: number, events: Envelope[]): Promise<boolean> {
      const { userId, ...fields } = next;
      if (next.status === 'active' && next.currentPeriodEnd) await dueHours.note(userId, next.currentPeriodEnd);
      try {
        if (expectedVersion === 0) {
          await outbox.insertOne(Subscriptions.collection, { _id: userId, ...fields }, events);
          return true;
        }
        const result = await outbox.updateOne(
          Subscriptions.collection,
          { _id: userId, version: expectedVersion },
          { $set: fields },
          events,
        );
        return result.matchedCount === 1;
      } catch (error) {
        if (isDuplicateKey(error)) return false;
        throw error;
      }
    },
  };
}
export type SubscriptionStore = ReturnType<typeof createSubscriptionStore>;
