import { Schema, type Connection } from 'mongoose';
import { documentWrites } from '@cinevia/service-kit';
import type { SubscriberState } from '../domain/subscribers';

/**
 * What viewing keeps of other services, built only from their events: subscribers, billing's
 * subscription state per member (`_id` = user id), newest version wins. (Which films exist is an
 * in-memory read model: events/known-films.)
 */
const subscriberSchema = new Schema(
  { _id: String, status: String, currentPeriodEnd: Date, version: Number },
  { collection: 'subscribers', versionKey: false },
);

export function createProjectionStore(connection: Connection) {
  const Subscribers = connection.model('Subscriber', subscriberSchema);
  const subscriberWrites = documentWrites(Subscribers.collection);

  async function subscriber(userId: string): Promise<SubscriberState | null> {
    const doc = await Subscribers.findById(userId).lean<{ _id: string } & Omit<SubscriberState, 'userId'>>();
    return doc
      ? { userId: doc._id, status: doc.status, currentPeriodEnd: doc.currentPeriodEnd, version: doc.version }
      : null;
  }

  return {
    subscriber,
    /**
     * Applies a subscription event unless a newer one is already in (out of order, or redelivered):
     * an update by `_id` guarded by the version, then an insert if no document matched.
     */
    async applySubscriber(incoming: SubscriberState): Promise<boolean> {
      const { userId, ...fields } = incoming;
      const updated = await subscriberWrites.updateOne(
        { _id: userId, version: { $lt: fields.version } },
        { $set: fields },
      );
      if (updated.matchedCount === 1) return true;
      try {
        await Subscribers.collection.insertOne({ _id: userId, ...fields } as never);
        return true;
      } catch (error) {
        if ((error as { code?: number }).code === 11000) return false;
        throw error;
      }
    },
  };
}
export type ProjectionStore = ReturnType<typeof createProjectionStore>;
