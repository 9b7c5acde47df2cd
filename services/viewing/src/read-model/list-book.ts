import type { ListMark } from '../domain/member';

/** One member's My List, by film id. */
export type ListEntries = Record<string, ListMark>;

const NONE: ListEntries = Object.freeze({}) as ListEntries;

/**
 * Every member's My List, in each viewing replica's memory: what the cards' marks, `myListIds` and
 * the My List page read, with no database read on a request. Fed by `viewing.list.changed` (the
 * whole list with its version, read-model/list-feed) and by this replica's own writes at once; a list
 * counts only when its version is newer than the one held.
 */
export function createListBook() {
  const lists = new Map<string, { version: number; entries: ListEntries }>();
  return {
    /** The member's list as held now (read, never changed, by callers). */
    of: (userId: string): ListEntries => lists.get(userId)?.entries ?? NONE,
    /** True when the version was newer than the one held. */
    apply(userId: string, version: number, entries: ListEntries): boolean {
      const held = lists.get(userId);
      if (held && held.version >= version) return false;
      lists.set(userId, { version, entries });
      return true;
    },
    get size() {
      return lists.size;
    },
  };
}
export type ListBook = ReturnType<typeof createListBook>;
