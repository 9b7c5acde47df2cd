import type { Connection, mongo } from 'mongoose';
import { serializeDocumentWrite } from '@cinevia/service-kit';
import { listWithChange, type Decision, type MemberChange, type MemberViewing } from '../domain/member';
import type { ProgressBook } from '../domain/progress-book';
import { decodeList, encodeList } from './member-codec';

/**
 * members: a member's My List in one document, `_id` = user id (see domain/member for its bound;
 * member-codec for why it is one string). Every request reaches it by `_id`: one read answers all
 * the cards and lists of a reply, with the member's progress from the progress book in memory. (A
 * `progress` section some documents still hold is from before the book, folded into it once by
 * store/progress.)
 *
 * A write reads the document, decides, and `$set`s the sections it changed, all in this process's
 * queue for that member (the kit's per-document queue: FerretDB loses one of two concurrent updates
 * of a document), so a decision never rests on a stale read. Replicas on FerretDB would still race,
 * as for every document (see the kit's document-writes): run MongoDB to scale out.
 */
export const MEMBERS = 'members';

export interface MemberDocument {
  _id: string;
  list?: string;
  /** Progress as kept before the book (member-codec's encoding). */
  progress?: string;
}

/** The `$set` of the list a change makes, or null when it changes nothing. */
export function toUpdate(member: MemberViewing, change: MemberChange): mongo.UpdateFilter<MemberDocument> | null {
  return change.list.size > 0 ? { $set: { list: encodeList(listWithChange(member, change)) } } : null;
}

export function createMemberStore(connection: Connection, book: Pick<ProgressBook, 'of'>) {
  const members = connection.collection<MemberDocument>(MEMBERS) as unknown as mongo.Collection<MemberDocument>;

  async function read(userId: string): Promise<MemberViewing> {
    const doc = await members.findOne({ _id: userId }, { projection: { list: 1 } });
    return { progress: book.of(userId), list: decodeList(doc?.list) };
  }

  return {
    read,
    /** Reads the member's document, lets `decide` choose a change, and stores it; returns the decision's result. */
    update<T>(userId: string, decide: (member: MemberViewing) => Decision<T>): Promise<T> {
      return serializeDocumentWrite(`${MEMBERS}:${userId}`, async () => {
        const member = await read(userId);
        const { change, result } = decide(member);
        const update = toUpdate(member, change);
        if (update) await members.updateOne({ _id: userId }, update, { upsert: true });
        return result;
      });
    },
  };
}
export type MemberStore = ReturnType<typeof createMemberStore>;
