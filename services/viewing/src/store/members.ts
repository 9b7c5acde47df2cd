import type { Connection, mongo } from 'mongoose';
import { serializeDocumentWrite } from '@cinevia/service-kit';
import { withChange, type Decision, type MemberChange, type MemberViewing } from '../domain/member';
import { decodeList, decodeProgress, encodeList, encodeProgress } from './member-codec';

/**
 * members: viewing's state of one member in one document, `_id` = user id, holding their progress
 * and My List (see domain/member for what they hold and their bounds; member-codec for why each
 * section is one string). Every request reaches it by `_id`: one read answers all the cards and
 * lists of a reply.
 *
 * A write reads the document, decides, and `$set`s the sections it changed, all in this process's
 * queue for that member (the kit's per-document queue: FerretDB loses one of two concurrent updates
 * of a document), so a decision never rests on a stale read. Replicas on FerretDB would still race,
 * as for every document (see the kit's document-writes): run MongoDB to scale out.
 */
export const MEMBERS = 'members';

interface MemberDocument {
  _id: string;
  progress?: string;
  list?: string;
}

/** The `$set` of the sections a change touches, or null when it changes nothing. */
export function toUpdate(member: MemberViewing, change: MemberChange): mongo.UpdateFilter<MemberDocument> | null {
  const next = withChange(member, change);
  const $set: Partial<Omit<MemberDocument, '_id'>> = {};
  if (change.progress.size > 0) $set.progress = encodeProgress(next.progress);
  if (change.list.size > 0) $set.list = encodeList(next.list);
  return Object.keys($set).length > 0 ? { $set } : null;
}

export function createMemberStore(connection: Connection) {
  const members = connection.collection<MemberDocument>(MEMBERS) as unknown as mongo.Collection<MemberDocument>;

  async function read(userId: string): Promise<MemberViewing> {
    const doc = await members.findOne({ _id: userId });
    return { progress: decodeProgress(doc?.progress), list: decodeList(doc?.list) };
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
