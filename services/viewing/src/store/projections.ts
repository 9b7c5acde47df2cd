import { Schema, type Connection } from 'mongoose';
import { documentWrites } from '@cinevia/service-kit';
import type { SubscriberState } from '../domain/subscribers';

/**
 * What viewing knows of other services, built only from their events:
 *   subscribers: billing's subscription state per member (`_id` = user id), newest version wins;
 *   known_videos: the catalogue's films (`_id` = video id), so progress is saved only for real films.
 */
const subscriberSchema = new Schema(
  { _id: String, status: String, currentPeriodEnd: Date, version: Number },
  { collection: 'subscribers', versionKey: false },
);
const knownVideoSchema = new Schema(
  { _id: String, deleted: Boolean },
  { collection: 'known_videos', versionKey: false },
);

export function createProjectionStore(connection: Connection) {
  const Subscribers = connection.model('Subscriber', subscriberSchema);
  const KnownVideos = connection.model('KnownVideo', knownVideoSchema);
  const subscriberWrites = documentWrites(Subscribers.collection);
  const videoWrites = documentWrites(KnownVideos.collection);

  async function subscriber(userId: string): Promise<SubscriberState | null> {
    const doc = await Subscribers.findById(userId).lean<{ _id: string } & Omit<SubscriberState, 'userId'>>();
    return doc
      ? { userId: doc._id, status: doc.status, currentPeriodEnd: doc.currentPeriodEnd, version: doc.version }
      : null;
  }

  return {
    subscriber,
    /** Applies a subscription event unless a newer one is already in (out of order, or redelivered). */
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
    async rememberVideo(videoId: string): Promise<void> {
      await videoWrites.updateOne({ _id: videoId }, { $set: { deleted: false } }, { upsert: true });
    },
    async forgetVideo(videoId: string): Promise<void> {
      await videoWrites.updateOne({ _id: videoId }, { $set: { deleted: true } }, { upsert: true });
    },
    async isKnownVideo(videoId: string): Promise<boolean> {
      return (await KnownVideos.exists({ _id: videoId, deleted: false })) !== null;
    },
  };
}
export type ProjectionStore = ReturnType<typeof createProjectionStore>;
