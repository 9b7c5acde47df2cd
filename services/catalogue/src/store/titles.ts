import type { Envelope } from '@cinevia/proto';
import type { Outbox } from '@cinevia/service-kit';

/** A title's document: its fields under `_id`, and when it was deleted (null while it lives). */
export type TitleDocument<Stored extends { id: string }> = Omit<Stored, 'id'> & { _id: string; deletedAt: Date | null };

type Collection = Parameters<Outbox['insertOne']>[0];

const LIVE = { deletedAt: null };

/**
 * One collection of catalogue titles (films, series), one document each (`_id` = its id), written with
 * its events through the outbox. A deleted title stays as a tombstone (`deletedAt` set) so that its
 * deletion event rides in its outbox like every other change. Reads are by `_id` only; lists and
 * search are served by the in-memory catalogue, which `loadAll` fills once at start.
 */
export function createTitleStore<Stored extends { id: string }>(
  collection: Collection,
  outbox: Outbox,
  toStored: (document: TitleDocument<Stored>) => Stored,
) {
  const toDocument = ({ id, ...fields }: Stored) => ({ _id: id, ...fields, ...LIVE });

  return {
    async insert(title: Stored, events: Envelope[]): Promise<void> {
      await outbox.insertOne(collection, toDocument(title), events);
    },
    /** Many new titles at once (the seed), each with its events. */
    async insertMany(titles: { title: Stored; events: Envelope[] }[]): Promise<void> {
      await outbox.insertMany(
        collection,
        titles.map(({ title, events }) => ({ ...toDocument(title), events })),
      );
    },
    /** Saves an edit and its events in one write; false when the title does not exist (any more). */
    async update(title: Stored, events: Envelope[]): Promise<boolean> {
      const { _id, deletedAt: _live, ...fields } = toDocument(title);
      const result = await outbox.updateOne(collection, { _id, ...LIVE }, { $set: fields }, events);
      return result.matchedCount === 1;
    },
    async markDeleted(id: string, events: Envelope[], now: Date): Promise<boolean> {
      const result = await outbox.updateOne(collection, { _id: id, ...LIVE }, { $set: { deletedAt: now } }, events);
      return result.matchedCount === 1;
    },
    /** Every title, for the catalogue's start-up load: the live ones, and the ids of deleted ones. */
    async loadAll(): Promise<{ live: Stored[]; deletedIds: string[] }> {
      const docs = (await collection
        .find({}, { projection: outbox.withoutEvents })
        .toArray()) as unknown as TitleDocument<Stored>[];
      return {
        live: docs.filter((doc) => doc.deletedAt === null).map(toStored),
        deletedIds: docs.filter((doc) => doc.deletedAt !== null).map((doc) => doc._id),
      };
    },
  };
}
export type TitleStore<Stored extends { id: string }> = ReturnType<typeof createTitleStore<Stored>>;
