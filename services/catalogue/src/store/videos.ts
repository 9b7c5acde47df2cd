import { Schema, type Connection } from 'mongoose';
import type { Envelope, VideoCategory } from '@cinevia/proto';
import { documentWrites } from '@cinevia/service-kit';
import type { StoredVideo } from '../domain/video';

/**
 * videos: one document per film. A deleted film stays as a tombstone (`deletedAt` set) so that the
 * deletion event can ride in its outbox like every other change; reads skip tombstones.
 */
interface VideoDocument extends Omit<StoredVideo, 'id'> {
  _id: string;
  deletedAt: Date | null;
  outbox: Envelope[];
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
    isFeatured: { type: Boolean, default: false },
    createdAt: { type: Date, required: true },
    terms: { type: [String], default: [] },
    deletedAt: { type: Date, default: null },
    outbox: { type: Schema.Types.Mixed, default: [] },
  },
  { collection: 'videos', versionKey: false },
);
videoSchema.index({ terms: 1 });
videoSchema.index({ category: 1, createdAt: -1 });
videoSchema.index({ isFeatured: 1 });
videoSchema.index({ 'outbox.id': 1 });

const LIVE = { deletedAt: null };

function toStored({ _id, deletedAt: _deletedAt, outbox: _outbox, ...fields }: VideoDocument): StoredVideo {
  return { id: _id, ...fields };
}

function toDocument({ id, ...fields }: StoredVideo): Omit<VideoDocument, 'outbox' | 'deletedAt'> {
  return { _id: id, ...fields };
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export class DuplicateVideoError extends Error {
  override name = 'DuplicateVideoError';
}

export function createVideoStore(connection: Connection) {
  const Videos = connection.model<VideoDocument>('Video', videoSchema);
  const writes = documentWrites(Videos.collection);
  const newestFirst = { createdAt: -1 } as const;

  async function find(filter: Record<string, unknown>): Promise<StoredVideo[]> {
    const docs = await Videos.find({ ...filter, ...LIVE }, { outbox: 0 })
      .sort(newestFirst)
      .lean<VideoDocument[]>();
    return docs.map(toStored);
  }

  return {
    collection: Videos.collection,
    async ensureIndexes(): Promise<void> {
      await Videos.createIndexes();
    },
    async insert(video: StoredVideo, events: Envelope[]): Promise<void> {
      try {
        await Videos.collection.insertOne({ ...toDocument(video), deletedAt: null, outbox: events } as never);
      } catch (error) {
        if ((error as { code?: number }).code === 11000) throw new DuplicateVideoError(video.id);
        throw error;
      }
    },
    /** Saves an edit and its events in one write; false when the film does not exist (any more). */
    async update(video: StoredVideo, events: Envelope[]): Promise<boolean> {
      const { _id, ...fields } = toDocument(video);
      const result = await writes.updateOne(
        { _id, ...LIVE } as never,
        {
          $set: fields,
          ...(events.length ? { $push: { outbox: { $each: events } } } : {}),
        } as never,
      );
      return result.matchedCount === 1;
    },
    async markDeleted(id: string, events: Envelope[], now: Date): Promise<boolean> {
      const result = await writes.updateOne(
        { _id: id, ...LIVE } as never,
        {
          $set: { deletedAt: now },
          $push: { outbox: { $each: events } },
        } as never,
      );
      return result.matchedCount === 1;
    },
    async findById(id: string): Promise<StoredVideo | null> {
      const [video] = await find({ _id: id });
      return video ?? null;
    },
    findByIds: (ids: readonly string[]) => find({ _id: { $in: [...ids] } }),
    list: () => find({}),
    listFeatured: () => find({ isFeatured: true }),
    listByCategory: (category: VideoCategory) => find({ category }),
    /** Films having, for each word, a search term that starts with it. */
    search: (queryWords: string[]) =>
      find({ $and: queryWords.map((word) => ({ terms: { $regex: `^${escapeRegex(word)}` } })) }),
    async isEmpty(): Promise<boolean> {
      return (await Videos.countDocuments({})) === 0;
    },
  };
}
export type VideoStore = ReturnType<typeof createVideoStore>;
