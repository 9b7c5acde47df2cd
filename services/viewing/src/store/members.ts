import { Schema, type Connection } from 'mongoose';
import { viewingEvents } from '@cinevia/proto';
import { serializeDocumentWrite, type Outbox } from '@cinevia/service-kit';
import { clearedList, listWithChange, type Decision, type MemberList } from '../domain/member';
import type { ListEntries } from '../read-model/list-book';
import type { Viewers } from '../read-model/viewers';
import { decodeList, encodeList } from './member-codec';

/**
 * members: a profile's My List in one document, `_id` = profile id (an account's first profile has
 * the member's id), with the version of the list (see
 * domain/member for its bound; member-codec for why it is one string). Requests read lists from
 * the profiles held in memory (read-model/viewers), which reads this document by `_id` when a
 * profile is first needed. (A `progress` section some documents still hold is from before the
 * progress documents, moved out once by store/progress.)
 *
 * A write reads the document by `_id`, decides, and `$set`s the new list and version together with
 * its `viewing.list.changed` event (the kit's outbox), which every replica holding the profile
 * applies; this replica takes it at once. All of it runs in this process's queue for that member (the
 * kit's per-document queue: FerretDB loses one of two concurrent updates of a document), so a
 * decision never rests on a stale read. Replicas on FerretDB would still race, as for every
 * document (see the kit's document-writes): run MongoDB to scale out.
 */
export const MEMBERS = 'members';

export interface MemberDocument {
  _id: string;
  list?: string;
  /** Increases with every write of the list; absent before the first. */
  listVersion?: number;
  /** Progress as kept before the book (member-codec's encoding). */
  progress?: string;
}

const memberSchema = new Schema<MemberDocument>(
  { _id: { type: String, required: true }, list: String, listVersion: Number, progress: String },
  { collection: MEMBERS, versionKey: false },
);

/** The members' model; the progress store reads the progress some documents still hold. */
export const memberModel = (connection: Connection) => connection.model<MemberDocument>('Member', memberSchema);

const asEvent = (entries: ListEntries) =>
  Object.entries(entries).map(([videoId, mark]) => ({ videoId, addedAt: mark.addedAt.toISOString() }));

/** Whose list: the profile's (its document's `_id`), on the account announced beside it. */
export type ListOwner = { userId: string; profileId: string };

export function createMemberStore(options: {
  connection: Connection;
  outbox: Outbox;
  viewers: Pick<Viewers, 'listChanged'>;
}) {
  const { outbox, viewers } = options;
  const Members = memberModel(options.connection);

  /**
   * Reads the member's document, lets `decide` choose a change, and stores it with its event;
   * returns the decision's result.
   */
  function update<T>(owner: ListOwner, decide: (member: MemberList) => Decision<T>, correlationId: string): Promise<T> {
    const { userId, profileId } = owner;
    return serializeDocumentWrite(`${MEMBERS}:${profileId}`, async () => {
      const doc = await Members.findById(profileId, { list: 1, listVersion: 1 }).lean();
      const member = { list: decodeList(doc?.list) };
      const { change, result } = decide(member);
      if (change.list.size === 0) return result;
      const list = listWithChange(member, change);
      const version = (doc?.listVersion ?? 0) + 1;
      const event = viewingEvents.listChanged.create(
        { userId, profileId, entries: asEvent(list), version },
        correlationId,
      );
      await outbox.updateOne(
        Members.collection,
        { _id: profileId },
        { $set: { list: encodeList(list), listVersion: version } },
        [event],
        { upsert: true },
      );
      viewers.listChanged(profileId, version, list);
      return result;
    });
  }

  return {
    update,
    /** Empties a deleted profile's list, announced like any change (every replica's book empties it). */
    clearList: (owner: ListOwner, correlationId: string): Promise<void> => update(owner, clearedList, correlationId),
  };
}
export type MemberStore = ReturnType<typeof createMemberStore>;
