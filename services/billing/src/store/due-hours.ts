import type { Connection } from 'mongoose';
import { documentWrites, upsertRaced } from '@cinevia/service-kit';
import { hourOf, hoursFrom, listOf, listsOf, type Hour } from '../domain/due-hours';

/** Hours read per sweep: a week, so a sweep after a long stop catches up in a few passes. */
const HOURS_PER_PASS = 7 * 24;

interface ListDocument {
  /** `<hour>/<shard>` (domain/due-hours). */
  _id: string;
  userIds: string[];
}
interface CursorDocument {
  _id: 'cursor';
  /** The earliest hour that may hold a member; absent when none was noted. */
  hour?: Hour;
  /** Every period stored before the due hours existed is noted. */
  olderNoted?: boolean;
}

/**
 * due_hours: for each hour, the members whose active period ends in it, in a few lists; and the
 * cursor (sweep_cursor): the earliest hour that may still hold one. A period is noted before the
 * subscription that ends it is written, so a crash between the two leaves at most a stale entry,
 * which the sweep drops once it has read the subscription. Every read and write is by `_id`.
 */
export function createDueHourStore(connection: Connection) {
  const lists = connection.db!.collection<ListDocument>('due_hours');
  const cursor = connection.db!.collection<CursorDocument>('sweep_cursor');
  // Each document's updates in one queue: FerretDB loses concurrent updates of one document.
  const listWrites = documentWrites(connection.db!.collection('due_hours'));
  const cursorWrites = documentWrites(connection.db!.collection('sweep_cursor'));

  /** The members noted in `hour`, every list read at once. */
  async function membersOf(hour: Hour): Promise<string[]> {
    const found = await Promise.all(listsOf(hour).map((_id) => lists.findOne({ _id })));
    return found.flatMap((list) => list?.userIds ?? []);
  }

  return {
    async note(userId: string, periodEnd: Date): Promise<void> {
      const hour = hourOf(periodEnd);
      const list = listOf(hour, userId);
      await upsertRaced(() =>
        listWrites.updateOne({ _id: list }, { $addToSet: { userIds: userId } }, { upsert: true }),
      );
      await upsertRaced(() => cursorWrites.updateOne({ _id: 'cursor' }, { $min: { hour } }, { upsert: true }));
    },
    /** The member's period no longer ends in `hour` (renewed, ended, cancelled and over). */
    async drop(hour: Hour, userId: string): Promise<void> {
      await listWrites.updateOne({ _id: listOf(hour, userId) }, { $pull: { userIds: userId } } as never);
    },
    /** False on a database from before the due hours, until `olderNoted`. */
    async hasOlderNoted(): Promise<boolean> {
      return (await cursor.findOne({ _id: 'cursor' }))?.olderNoted === true;
    },
    async olderNoted(): Promise<void> {
      await upsertRaced(() =>
        cursorWrites.updateOne({ _id: 'cursor' }, { $set: { olderNoted: true } }, { upsert: true }),
      );
    },
    /**
     * The hours from the cursor up to `now`'s that hold members, oldest first (a week of hours
     * read at most). The cursor moves to the first of them, or past the hours read, and the empty
     * lists it passed are deleted.
     */
    async upTo(now: Date): Promise<{ hour: Hour; userIds: string[] }[]> {
      const from = (await cursor.findOne({ _id: 'cursor' }))?.hour;
      if (!from) return [];
      const read = hoursFrom(from, now, HOURS_PER_PASS);
      const found: { hour: Hour; userIds: string[] }[] = [];
      for (const hour of read) {
        const userIds = await membersOf(hour);
        if (userIds.length > 0) found.push({ hour, userIds });
      }
      const next = found[0]?.hour ?? read.at(-1);
      if (!next || next <= from) return found;
      // Moved only from where it was read: a period noted meanwhile in an earlier hour keeps its place.
      const moved = await cursorWrites.updateOne({ _id: 'cursor', hour: from }, { $set: { hour: next } });
      if (moved.modifiedCount === 1) {
        const passed = read.filter((hour) => hour < next).flatMap(listsOf);
        for (const _id of passed)
          await listWrites.readThenWrite(_id, () => lists.deleteOne({ _id, userIds: { $size: 0 } }));
      }
      return found;
    },
  };
}
export type DueHourStore = ReturnType<typeof createDueHourStore>;
