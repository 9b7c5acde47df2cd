import { Schema, type Connection } from 'mongoose';
import type { Outbox } from '@cinevia/service-kit';
import type { StoredSeries } from '../domain/series';
import { createTitleStore, type TitleDocument } from './titles';

/**
 * series: one document per series (see titles.ts), its seasons and episodes inside it: a series is
 * written whole, as the admin saves it.
 */
const episodeSchema = new Schema(
  {
    id: { type: String, required: true },
    number: { type: Number, required: true },
    title: { type: String, required: true },
    synopsis: { type: String, default: '' },
    duration: { type: String, default: '' },
    youtubeId: { type: String, required: true },
    thumbnailUrl: { type: String, required: true },
  },
  { _id: false },
);

const seriesSchema = new Schema<TitleDocument<StoredSeries>>(
  {
    _id: { type: String, required: true },
    title: { type: String, required: true },
    description: { type: String, default: '' },
    genre: { type: String, required: true },
    maturityRating: { type: String, required: true },
    customArtworkUrl: { type: String, default: null },
    isFeatured: { type: Boolean, default: false },
    seasons: [{ _id: false, number: { type: Number, required: true }, episodes: [episodeSchema] }],
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
    deletedAt: { type: Date, default: null },
  },
  { collection: 'series', versionKey: false },
);

function toStored({ _id, deletedAt: _deletedAt, ...fields }: TitleDocument<StoredSeries>): StoredSeries {
  return { id: _id, ...fields };
}

export function createSeriesStore(connection: Connection, outbox: Outbox) {
  const Series = connection.model<TitleDocument<StoredSeries>>('Series', seriesSchema);
  return createTitleStore(Series.collection, outbox, toStored);
}
export type SeriesStore = ReturnType<typeof createSeriesStore>;
