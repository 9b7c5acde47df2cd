import { Schema, type Connection } from 'mongoose';
import { DEFAULT_MATURITY_RATING, type Envelope } from '@cinevia/proto';
import { isDuplicateKey, type Outbox } from '@cinevia/service-kit';
import type { StoredVideo } from '../domain/video';

/**
 * videos: one document per film (`_id` = film id). A deleted film stays as a tombstone
 * (`deletedAt` set) so that its deletion event rides in its outbox like every other change.
 * Reads are by `_id` only; lists and search are served by the in-memory catalogue, which this
 * store loads once at start.
 */
interface VideoDocument extends Omit<StoredVideo, 'id'> {
  _id: string;
  deletedAt: Date | null;
}

const videoSchema = new Schema<VideoDocument>(
  {
    _id: { type: String, required: true },
    title: { type: String, required: true },
    description: { type: String, default: '' },
    youtubeId: { type: String, required: true },
    thumbnailUrl: { type: String, required: true },
    duration: { type: String, default: '' },
    year: { type: Number, default: null },
    rating: { type: String, default: null },
    genre: { type: String, required: true },
    category: { type: String, required: true },
    maturityRating: { type: String, default: DEFAULT_MATURITY_RATING },
    isFeatured: { type: Boolean, default: false },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
    deletedAt: { type: Date, default: null },
  },
  { collection: 'videos', versionKey: false },
);

const LIVE = { deletedAt: null };

function toStored(doc: VideoDocument): StoredVideo {
  return {
    id: doc._id,
    title: doc.title,
    description: doc.description,
    youtubeId: doc.youtubeId,
    thumbnailUrl: doc.thumbnailUrl,
    duration: doc.duration,
    year: doc.year,
    rating: doc.rating,
    genre: doc.genre,
    category: doc.category,
    // Films stored before ratings existed count as the default until the admin edits them.
    maturityRating: doc.maturityRating ?? DEFAULT_MATURITY_RATING,
    isFeatured: doc.isFeatured,
    createdAt: doc.createdAt,
    // Films stored before edits were stamped count as changed when they were made.
    updatedAt: doc.updatedAt ?? doc.createdAt,
  };
}

function toDocument({ id, ...fields }: StoredVideo): Omit<VideoDocument, 'deletedAt'> {
  return { _id: id, ...fields };
}

export class DuplicateVideoError extends Error {
  override name = 'DuplicateVideoError';
}

export function createVideoStore(connection: Connection, outbox: Outbox) {
  const Videos = connection.model<VideoDocument>('Video', videoSchema);

  return {
    async insert(video: StoredVideo, events: Envelope[]): Promise<void> {
      try {
        await outbox.insertOne(Videos.collection, { ...toDocument(video), ...LIVE }, events);
      } catch (error) {
        if (isDuplicateKey(error)) throw new DuplicateVideoError(video.id);
        throw error;
      }
    },
    /** Many new films at once (the seed), each with its events. */
    async insertMany(films: { video: StoredVideo; events: Envelope[] }[]): Promise<void> {
      await outbox.insertMany(
        Videos.collection,
        films.map(({ video, events }) => ({ ...toDocument(video), ...LIVE, events })),
      );
    },
    /** Saves an edit and its events in one write; false when the film does not exist (any more). */
    async update(video: StoredVideo, events: Envelope[]): Promise<boolean> {
      const { _id, ...fields } = toDocument(video);
      const result = await outbox.updateOne(Videos.collection, { _id, ...LIVE }, { $set: fields }, events);
      return result.matchedCount === 1;
    },
    async markDeleted(id: string, events: Envelope[], now: Date): Promise<boolean> {
      const result = await outbox.updateOne(
        Videos.collection,
        { _id: id, ...LIVE },
        { $set: { deletedAt: now } },
        events,
      );
      return result.matchedCount === 1;
    },
    /** Every film, for the catalogue's start-up load: the live ones, and the ids of deleted ones. */
    async loadAll(): Promise<{ live: StoredVideo[]; deletedIds: string[] }> {
      const docs = await Videos.find({}, outbox.withoutEvents).lean<VideoDocument[]>();
      return {
        live: docs.filter((doc) => doc.deletedAt === null).map(toStored),
        deletedIds: docs.filter((doc) => doc.deletedAt !== null).map((doc) => doc._id),
      };
    },
  };
}
export type VideoStore = ReturnType<typeof createVideoStore>;
