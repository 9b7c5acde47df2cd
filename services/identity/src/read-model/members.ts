import { identityEvents } from '@cinevia/proto';
import { createHeld, on, type ReadModel } from '@cinevia/service-kit';
import { toMember, type Member, type User } from '../domain/user';

/**
 * The members in use, as their pages show them (`me`, and the User other services' fields hang
 * on), in memory: a member is read by `_id` the first time a request on this replica needs them,
 * then answered from memory until let go (the kit's `createHeld`: least recently used beyond
 * `most`, once idle). Never the password's hash, which only sign-in and a password change read.
 */
export function createMemberBook(options: {
  /** Reads a member by `_id`. */
  read: (userId: string) => Promise<Omit<User, 'passwordHash'> | null>;
  most: number;
  keptWhileUsedMs?: number;
  now?: () => number;
}) {
  const { read, most, keptWhileUsedMs, now } = options;
  const members = new Map<string, Member>();
  const held = createHeld({ most, keptWhileUsedMs, now, letGo: (userId) => members.delete(userId) });

  const readIn = (userId: string) => async () => {
    const user = await read(userId);
    if (user) members.set(userId, toMember(user));
    else members.delete(userId);
  };

  return {
    /** The member, read by `_id` the first time; null when there is none. */
    async get(userId: string): Promise<Member | null> {
      await held.ensure(userId, readIn(userId));
      return members.get(userId) ?? null;
    },
    /** A member this replica wrote, held as written (after any read in flight, which is older). */
    put(user: Omit<User, 'passwordHash'>): void {
      held.touch(user.id, { loaded: true });
      void held.afterRead(user.id, () => members.set(user.id, toMember(user)));
    },
    /** An event about the member: read again when held (after any read in flight); skipped otherwise. */
    async changed(userId: string): Promise<void> {
      if (held.has(userId)) await held.afterRead(userId, readIn(userId));
    },
    get size(): number {
      return held.size;
    },
  };
}
export type MemberBook = ReturnType<typeof createMemberBook>;

/**
 * Follows identity's events about a member in every replica: a member held is read again by
 * `_id` (outside any request), so the book holds what the database holds whatever order events
 * arrive in. The replica that wrote puts the member at once (the store's `saved`), so a member
 * reads their own change on their next request.
 */
export function memberFeed(book: MemberBook): ReadModel {
  const changed = ({ data }: { data: { userId: string } }) => book.changed(data.userId);
  return {
    name: 'identity members',
    subscriptions: [
      on(identityEvents.userRegistered, changed),
      on(identityEvents.userUpdated, changed),
      on(identityEvents.emailVerified, changed),
      on(identityEvents.emailChangeRequested, changed),
      on(identityEvents.emailChanged, changed),
      on(identityEvents.profileSaved, changed),
      on(identityEvents.profileDeleted, changed),
    ],
  };
}
