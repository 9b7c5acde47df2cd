import type { ListMark } from '../domain/member';

/** One member's My List, by film id. */
export type ListEntries = Record<string, ListMark>;

const NONE: ListEntries = Object.freeze({}) as ListEntries;

/**
 * The My List of each profile this replica holds (read-model/viewers): what the cards' marks,
 * `myListIds` and the My List page read. Fed by `viewing.list.changed` (the whole list with its
 * version, read-model/list-feed), by this replica's own writes at once, and by the profile's
 * document when first needed; a list counts only when its version is newer than the one held.
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
    /** Lets the member's list go (held again when next read). */
    drop(userId: string): void {
      lists.delete(userId);
    },
    get size() {
      return lists.size;
    },
  };
}
export type ListBook = ReturnType<typeof createListBook>;
