import { Schema, type Connection } from 'mongoose';
import { documentWrites } from '@cinevia/service-kit';
import type { Progress } from '../domain/progress';

/**
 * watch_progress: one document per member and film (`_id` = `userId:videoId`). A save is one upsert:
 * answered only once the database has it, so an answered save survives any crash of this process.
 */
interface ProgressDocument {
  _id: string;
  userId: string;
  videoId: string;
  seconds: number;
  duration: number;
  updatedAt: Date;
}

const progressSchema = new Schema<ProgressDocument>(
  {
    _id: String,
    userId: { type: String, required: true },
    videoId: { type: String, required: true },
    seconds: { type: Number, required: true },
    duration: { type: Number, required: true },
    updatedAt: { type: Date, required: true },
  },
  { collection: 'watch_progress', versionKey: false },
);
progressSchema.index({ userId: 1, updatedAt: -1 });
progressSchema.index({ videoId: 1 });

const toProgress = ({ _id: _ignored, ...fields }: ProgressDocument): Progress => fields;

export function createProgressStore(connection: Connection) {
  const Progresses = connection.model<ProgressDocument>('Progress', progressSchema);
  const writes = documentWrites(Progresses.collection);
  return {
    async ensureIndexes() {
      await Progresses.createIndexes();
    },
    async save(progress: Progress): Promise<void> {
      const { userId, videoId } = progress;
      await writes.updateOne({ _id: `${userId}:${videoId}` }, { $set: progress }, { upsert: true });
    },
    async listForUser(userId: string): Promise<Progress[]> {
      const docs = await Progresses.find({ userId }).sort({ updatedAt: -1 }).lean<ProgressDocument[]>();
      return docs.map(toProgress);
    },
    async findForUser(userId: string, videoIds: readonly string[]): Promise<Progress[]> {
      const docs = await Progresses.find({ _id: { $in: videoIds.map((videoId) => `${userId}:${videoId}`) } }).lean<
        ProgressDocument[]
      >();
      return docs.map(toProgress);
    },
    async deleteForVideo(videoId: string): Promise<number> {
      return (await Progresses.deleteMany({ videoId })).deletedCount;
    },
  };
}
export type ProgressStore = ReturnType<typeof createProgressStore>;
