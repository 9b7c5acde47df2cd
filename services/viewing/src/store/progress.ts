import { Schema, type Connection } from 'mongoose';
import { startupLoad, type GoneLookup } from '@cinevia/service-kit';
import type { ProgressBook } from '../read-model/progress-book';
import { decodeProgress, encodeProgress } from './member-codec';
import { memberModel } from './members';

/**
 * progress: each member's progress in one document, `_id` = user id, written only by the progress
 * writer (events/progress-writer, one replica at a time, so no two processes rewrite a document at
 * once) and read whole only at start, to fill the progress book.
 */
export const PROGRESS = 'progress';
/** Marks that the progress kept in members' documents before the book has been moved here. */
const MIGRATIONS = 'viewing_migrations';
const MOVED_OUT_OF_MEMBERS = 'progress-out-of-members';

const WRITES_IN_FLIGHT = 4;

interface ProgressDocument {
  _id: string;
  entries: string;
}

const progressSchema = new Schema<ProgressDocument>(
  { _id: { type: String, required: true }, entries: { type: String, required: true } },
  { collection: PROGRESS, versionKey: false },
);

const migrationSchema = new Schema<{ _id: string; at: Date }>(
  { _id: { type: String, required: true }, at: Date },
  { collection: MIGRATIONS, versionKey: false },
);

export function createProgressStore(connection: Connection) {
  const Progress = connection.model<ProgressDocument>('Progress', progressSchema);
  const Migrations = connection.model('ViewingMigration', migrationSchema);
  const Members = memberModel(connection);

  /**
   * Writes each member's entries as the book holds them: one upsert by `_id` apiece, a few at a
   * time. Not one bulkWrite: FerretDB runs each statement of a multi-statement update as a scan
   * (2,000 upserts over 2,000 documents took over 20 s, one by one 2.3 s).
   */
  async function write(userIds: Iterable<string>, book: ProgressBook): Promise<number> {
    const queue = [...userIds];
    let next = 0;
    await Promise.all(
      Array.from({ length: WRITES_IN_FLIGHT }, async () => {
        while (next < queue.length) {
          const userId = queue[next++]!;
          const held = book.of(userId);
          // None held: a deleted profile's, forgotten while its last saves waited to be written.
          if (Object.keys(held).length === 0) await Progress.deleteOne({ _id: userId });
          else await Progress.updateOne({ _id: userId }, { $set: { entries: encodeProgress(held) } }, { upsert: true });
        }
      }),
    );
    return queue.length;
  }

  return {
    write,
    /** A deleted profile's stored progress goes. */
    async remove(userId: string): Promise<void> {
      await Progress.deleteOne({ _id: userId });
    },
    /**
     * Fills the book from every member's document (a start-up load). The first start after the
     * book came also folds in the progress members' documents held, and writes it here.
     */
    async loadInto(book: ProgressBook, films: GoneLookup): Promise<void> {
      await startupLoad('viewing progress book', async () => {
        for (const doc of await Progress.find({}).lean()) book.restore(doc._id, decodeProgress(doc.entries), films);
        if (await Migrations.findById(MOVED_OUT_OF_MEMBERS).lean()) return;
        const former = await Members.find({ progress: { $exists: true } }, { progress: 1 }).lean();
        for (const doc of former) book.restore(doc._id, decodeProgress(doc.progress), films);
        await write(
          former.map((doc) => doc._id),
          book,
        );
        await Migrations.updateOne(
          { _id: MOVED_OUT_OF_MEMBERS },
          { $setOnInsert: { at: new Date() } },
          { upsert: true },
        );
      });
    },
  };
}
export type ProgressStore = ReturnType<typeof createProgressStore>;
