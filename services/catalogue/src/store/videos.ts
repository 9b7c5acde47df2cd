import { Schema, type Connection } from 'mongoose';
import { DEFAULT_MATURITY_RATING } from '@cinevia/proto';
import type { Outbox } from '@cinevia/service-kit';
import type { StoredVideo } from '../domain/video';
import { createTitleStore, type TitleDocument } from './titles';

/** videos: one document per film (see titles.ts). */
const videoSchema = new Schema<TitleDocument<StoredVideo>>(
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

function toStored(doc: TitleDocument<StoredVideo>): StoredVideo {
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

export function createVideoStore(connection: Connection, outbox: Outbox) {
  const Videos = connection.model<TitleDocument<StoredVideo>>('Video', videoSchema);
  return createTitleStore(Videos.collection, outbox, toStored);
}
export type VideoStore = ReturnType<typeof createVideoStore>;
