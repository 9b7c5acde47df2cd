import { Schema, type Connection } from 'mongoose';
import { documentWrites } from '@cinevia/service-kit';

/** watchlist: one document per member and film (`_id` = `userId:videoId`); adding twice is harmless. */
export interface WatchlistEntry {
  userId: string;
  videoId: string;
  addedAt: Date;
}

interface EntryDocument extends WatchlistEntry {
  _id: string;
}

const entrySchema = new Schema<EntryDocument>(
  {
    _id: String,
    userId: { type: String, required: true },
    videoId: { type: String, required: true },
    addedAt: { type: Date, required: true },
  },
  { collection: 'watchlist', versionKey: false },
);
entrySchema.index({ userId: 1, addedAt: -1 });
entrySchema.index({ videoId: 1 });

const toEntry = ({ _id: _ignored, ...fields }: EntryDocument): WatchlistEntry => fields;

export function createWatchlistStore(connection: Connection) {
  const Entries = connection.model<EntryDocument>('WatchlistEntry', entrySchema);
  const writes = documentWrites(Entries.collection);
  return {
    async ensureIndexes() {
      await Entries.createIndexes();
    },
    async add(entry: WatchlistEntry): Promise<WatchlistEntry> {
      const _id = `${entry.userId}:${entry.videoId}`;
      await writes.updateOne({ _id }, { $setOnInsert: entry }, { upsert: true });
      const stored = await Entries.findById(_id).lean<EntryDocument>();
      return stored ? toEntry(stored) : entry;
    },
    async remove(userId: string, videoId: string): Promise<boolean> {
      return (await Entries.deleteOne({ _id: `${userId}:${videoId}` })).deletedCount === 1;
    },
    async listForUser(userId: string): Promise<WatchlistEntry[]> {
      const docs = await Entries.find({ userId }).sort({ addedAt: -1 }).lean<EntryDocument[]>();
      return docs.map(toEntry);
    },
    async deleteForVideo(videoId: string): Promise<number> {
      return (await Entries.deleteMany({ videoId })).deletedCount;
    },
  };
}
export type WatchlistStore = ReturnType<typeof createWatchlistStore>;
