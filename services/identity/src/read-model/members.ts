import { identityEvents } from '@cinevia/proto';
import { on, type ReadModel } from '@cinevia/service-kit';
import { toMember, type Member, type User } from '../domain/user';
import type { UserStore } from '../store/users';

/**
 * Every member as their pages show them (`me`, and the User other services' fields hang on), in
 * memory: no page reads identity's database. Never the password's hash, which only sign-in and a
 * password change read, from the database.
 */
export function createMemberBook() {
  const members = new Map<string, Member>();
  return {
    /** Holds the member as their pages show them: no password or lock-code hash. */
    put(user: Omit<User, 'passwordHash'>): void {
      members.set(user.id, toMember(user));
    },
    get(userId: string): Member | null {
      return members.get(userId) ?? null;
    },
    get size(): number {
      return members.size;
    },
  };
}
export type MemberBook = ReturnType<typeof createMemberBook>;

/**
 * Loads every member at start, then follows identity's events about a member in every replica:
 * each is read again by `_id` (outside any request), so the book holds what the database holds
 * whatever order events arrive in. The replica that wrote puts the member at once (the store's
 * `saved`), so a member reads their own change on their next request.
 */
export function memberFeed(users: UserStore, book: MemberBook): ReadModel {
  const reread = async ({ data }: { data: { userId: string } }) => {
    const user = await users.findById(data.userId);
    if (user) book.put(user);
  };
  return {
    name: 'identity members',
    subscriptions: [
      on(identityEvents.userRegistered, reread),
      on(identityEvents.userUpdated, reread),
      on(identityEvents.emailVerified, reread),
      on(identityEvents.emailChangeRequested, reread),
      on(identityEvents.emailChanged, reread),
      on(identityEvents.profileSaved, reread),
      on(identityEvents.profileDeleted, reread),
    ],
    load: () => users.loadMembers((member) => book.put(member)),
  };
}
