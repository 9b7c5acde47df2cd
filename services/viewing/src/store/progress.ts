import { Schema, type Connection } from 'mongoose';
import { startupLoad } from '@cinevia/service-kit';
import type { Viewers } from '../read-model/viewers';
import { decodeProgress, encodeProgress } from './member-codec';
import { memberModel } from './members';

/**
 * progress: each member's progress in one document, `_id` = user id, written only by the progress
 * writer (events/progress-writer, one replica at a time, so no two processes rewrite a document at
 * once) and read by `_id` when a replica first needs the member's progress (store/viewer-documents).
 */
export const PROGRESS = 'progress';
/** Marks that the progress kept in members' documents before the book has been moved here. */
const MIGRATIONS = 'viewing_migrations';
const MOVED_OUT_OF_MEMBERS = 'progress-out-of-members';

const WRITES_IN_FLIGHT = 4;

interface ProgressDocument {
  _id: string;
  entries: string;
  /** When the member last hid all its history ("Hide all"): no save made before then counts. */
  clearedAt?: Date;
}

const progressSchema = new Schema<ProgressDocument>(
  { _id: { type: String, required: true }, entries: { type: String, required: true }, clearedAt: Date },
  { collection: PROGRESS, versionKey: false },
);

const migrationSchema = new Schema<{ _id: string; at: Date }>(
  { _id: { type: String, required: true }, at: Date },
  { collection: MIGRATIONS, versionKey: false },
);

/** The progress documents' model; store/viewer-documents reads them by `_id`. */
export const progressModel = (connection: Connection) => connection.model<ProgressDocument>('Progress', progressSchema);

export function createProgressStore(connection: Connection) {
  const Progress = progressModel(connection);
  const Migrations = connection.model('ViewingMigration', migrationSchema);
  const Members = memberModel(connection);

  /**
   * Writes each member's entries as this replica holds them (read first where not held yet, so
   * what is written is never less than what was stored): one upsert by `_id` apiece, a few at a
   * time. Not one bulkWrite: FerretDB runs each statement of a multi-statement update as a scan
   * (2,000 upserts over 2,000 documents took over 20 s, one by one 2.3 s).
   */
  async function write(userIds: Iterable<string>, viewers: Pick<Viewers, 'ensure' | 'read'>): Promise<number> {
    const queue = [...userIds];
    let next = 0;
    await Promise.all(
      Array.from({ length: WRITES_IN_FLIGHT }, async () => {
        while (next < queue.length) {
          const userId = queue[next++]!;
          await viewers.ensure(userId);
          const { progress: held, historyClearedAt: clearedAt } = viewers.read(userId);
          // None held: a deleted profile's, forgotten while its last saves waited to be written.
          if (Object.keys(held).length === 0 && !clearedAt) await Progress.deleteOne({ _id: userId });
          else {
            const stored = { entries: encodeProgress(held), ...(clearedAt && { clearedAt }) };
            await Progress.updateOne({ _id: userId }, { $set: stored }, { upsert: true });
          }
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
     * Moves the progress members' documents held before the progress documents into them, once
     * (a start-up load of the documents that still hold it; marked done after).
     */
    async moveOutOfMembers(viewers: Pick<Viewers, 'ensure' | 'read' | 'restore'>): Promise<void> {
      if (await Migrations.findById(MOVED_OUT_OF_MEMBERS).lean()) return;
      const former = await startupLoad('viewing: progress out of members', () =>
        Members.find({ progress: { $exists: true } }, { progress: 1 })
          .lean()
          .exec(),
      );
      for (const doc of former) {
        await viewers.ensure(doc._id);
        viewers.restore(doc._id, decodeProgress(doc.progress));
      }
      await write(
        former.map((doc) => doc._id),
        viewers,
      );
      await Migrations.updateOne({ _id: MOVED_OUT_OF_MEMBERS }, { $setOnInsert: { at: new Date() } }, { upsert: true });
    },
  };
}
export type ProgressStore = ReturnType<typeof createProgressStore>;
