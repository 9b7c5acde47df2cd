import { Schema, type Connection } from 'mongoose';
import { profileOfRecord, viewingEvents, type TitleRating } from '@cinevia/proto';
import { startupLoad, type Outbox } from '@cinevia/service-kit';
import { own } from '../domain/member';
import type { Viewers } from '../read-model/viewers';
import { decodeProgress, encodeProgress, encodeRatings } from './member-codec';
import { memberModel } from './members';

/**
 * progress: each profile's progress and thumbs in one document, `_id` = profile id, written only by
 * the progress writer (events/progress-writer, one replica at a time, so no two processes rewrite a
 * document at once) and read by `_id` when a replica first needs the profile (store/viewer-documents).
 * Thumbs are announced (`viewing.rating.changed`) in the write that stores them (the kit's outbox).
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
  /** The profile's thumbs (member-codec's encoding). */
  ratings?: string;
}

const progressSchema = new Schema<ProgressDocument>(
  {
    _id: { type: String, required: true },
    entries: { type: String, required: true },
    clearedAt: Date,
    ratings: String,
  },
  { collection: PROGRESS, versionKey: false },
);

const migrationSchema = new Schema<{ _id: string; at: Date }>(
  { _id: { type: String, required: true }, at: Date },
  { collection: MIGRATIONS, versionKey: false },
);

/** The progress documents' model; store/viewer-documents reads them by `_id`. */
export const progressModel = (connection: Connection) => connection.model<ProgressDocument>('Progress', progressSchema);

/** The announcement of a choice stored, for the stream's record of it. */
const announced = (rating: TitleRating) =>
  viewingEvents.ratingChanged.create(
    { ...rating, profileId: profileOfRecord(rating) },
    `rating:${profileOfRecord(rating)}:${rating.videoId}`,
  );

export function createProgressStore(connection: Connection, outbox: Outbox) {
  const Progress = progressModel(connection);
  const Migrations = connection.model('ViewingMigration', migrationSchema);
  const Members = memberModel(connection);

  /**
   * Writes each member's entries as this replica holds them (read first where not held yet, so
   * what is written is never less than what was stored): one upsert by `_id` apiece, a few at a
   * time, with the announcements of `ratings` (the thumbs the batch carried) of that member. Not
   * one bulkWrite: FerretDB runs each statement of a multi-statement update as a scan (2,000 upserts
   * over 2,000 documents took over 20 s, one by one 2.3 s).
   */
  async function write(
    userIds: Iterable<string>,
    viewers: Pick<Viewers, 'ensure' | 'read'>,
    ratings: readonly TitleRating[] = [],
  ): Promise<number> {
    const queue = [...userIds];
    let next = 0;
    await Promise.all(
      Array.from({ length: WRITES_IN_FLIGHT }, async () => {
        while (next < queue.length) {
          const userId = queue[next++]!;
          await viewers.ensure(userId);
          const { progress: held, ratings: rated, historyClearedAt: clearedAt } = viewers.read(userId);
          // None held: a deleted profile's, forgotten while its last saves waited to be written.
          if (Object.keys(held).length === 0 && Object.keys(rated).length === 0 && !clearedAt) {
            await Progress.deleteOne({ _id: userId });
            continue;
          }
          const stored = {
            entries: encodeProgress(held),
            ratings: encodeRatings(rated),
            ...(clearedAt && { clearedAt }),
          };
          // The batch's choices still the newest held (one arriving late after a newer is not news).
          const events = ratings
            .filter((rating) => profileOfRecord(rating) === userId)
            .filter((rating) => own(rated, rating.videoId)?.ratedAt.toISOString() === rating.ratedAt)
            .map(announced);
          await outbox.updateOne(Progress.collection, { _id: userId }, { $set: stored }, events, { upsert: true });
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
