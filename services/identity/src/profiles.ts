import { randomUUID } from 'node:crypto';
import { switchProof, type Envelope, type ValidProfileInput, type ViewerProfile } from '@cinevia/proto';
import { appError, type SessionStore, type ViewerSession, type Watching } from '@cinevia/service-kit';
import { hashPassword, verifyPassword } from './domain/password';
import {
  addProfile,
  assertMayManage,
  deleteProfile,
  findProfile,
  narrowsWatching,
  sameWatching,
  setProfileLock,
  toProfileView,
  updateProfile,
  watchingOf,
  type StoredProfile,
} from './domain/profiles';
import type { User } from './domain/user';
import type { LockAttempts } from './store/lock-attempts';
import type { UserStore } from './store/users';

/** What a guess says when its secret is missing, and when it is wrong. */
type Asks = { missing: string; wrong: string };
const ASKS_PASSWORD: Asks = { missing: 'Password is required', wrong: 'Password is incorrect' };
const ASKS_CODE: Asks = { missing: "Enter the profile's 4-digit lock code", wrong: 'Incorrect profile lock code' };
const ASKS_PASSWORD_TO_LEAVE_KIDS: Asks = {
  missing: 'Enter the account password to leave the Kids profile',
  wrong: ASKS_PASSWORD.wrong,
};
const TOO_MANY_GUESSES = 'Too many wrong attempts. Please wait 15 minutes and try again.';

interface Meta {
  now: Date;
  correlationId: string;
}

export interface ProfilesDependencies {
  users: Pick<UserStore, 'update'>;
  sessions: Pick<SessionStore, 'switchProfile' | 'profileChanged'>;
  locks: LockAttempts;
}

/** Who asks: the account, and the profile its session watches as. */
interface Acting {
  user: User;
  profileId: string;
}

/**
 * Identity's use cases around an account's profiles. A profile's level and Kids setting travel with
 * every session watching as it, so a change that narrows what a session may do reaches the sessions
 * before the account is written (a crash in between leaves them narrower, never wider), one that
 * widens it after.
 */
export function createProfiles({ users, sessions, locks }: ProfilesDependencies) {
  async function save(user: User, profiles: StoredProfile[], events: Envelope[]) {
    if (events.length > 0) await users.update({ ...user, profiles }, events);
  }

  async function watchingChanged(user: User, profileId: string, after: Watching | null, write: () => Promise<void>) {
    const before = watchingOf(findProfile(user.profiles, profileId));
    if (after === null || narrowsWatching(before, after)) {
      await sessions.profileChanged(user.id, profileId, after);
      await write();
      return;
    }
    await write();
    if (!sameWatching(before, after)) await sessions.profileChanged(user.id, profileId, after);
  }

  /**
   * A guess at a profile's code (or at the account password on the profile's behalf): counted
   * before it is checked, and refused with a wait once the profile has taken too many.
   */
  async function guess(profileId: string, secret: string | undefined, hash: string, asks: Asks) {
    if (secret === undefined) throw appError('FORBIDDEN', asks.missing);
    const retryAfterSeconds = await locks.take(profileId);
    if (retryAfterSeconds !== null) throw appError('RATE_LIMITED', TOO_MANY_GUESSES, { retryAfterSeconds });
    if (!(await verifyPassword(secret, hash))) throw appError('FORBIDDEN', asks.wrong);
    await locks.clear(profileId);
  }

  return {
    async add({ user, profileId: actingId }: Acting, input: ValidProfileInput, meta: Meta): Promise<ViewerProfile> {
      assertMayManage(user.id, user.profiles, actingId);
      const id = randomUUID();
      const { profiles, events } = addProfile(user.id, user.profiles, input, id, meta);
      await save(user, profiles, events);
      return toProfileView(findProfile(profiles, id));
    },

    async update(
      { user, profileId: actingId }: Acting,
      profileId: string,
      input: ValidProfileInput,
      meta: Meta,
    ): Promise<ViewerProfile> {
      assertMayManage(user.id, user.profiles, actingId, profileId);
      const { profiles, events } = updateProfile(user.id, user.profiles, profileId, input, meta);
      const after = watchingOf(findProfile(profiles, profileId));
      await watchingChanged(user, profileId, after, () => save(user, profiles, events));
      return toProfileView(findProfile(profiles, profileId));
    },

    async remove({ user, profileId: actingId }: Acting, profileId: string, meta: Meta): Promise<void> {
      assertMayManage(user.id, user.profiles, actingId, profileId);
      const { profiles, events } = deleteProfile(user.id, user.profiles, profileId, meta);
      await watchingChanged(user, profileId, null, () => save(user, profiles, events));
    },

    /** Sets (a code) or removes (null) a profile's lock, with the account password. */
    async lock(
      { user, profileId: actingId }: Acting,
      profileId: string,
      input: { password: string; code: string | null },
      meta: Meta,
    ): Promise<ViewerProfile> {
      assertMayManage(user.id, user.profiles, actingId, profileId);
      await guess(profileId, input.password, user.passwordHash, ASKS_PASSWORD);
      const lockHash = input.code === null ? null : await hashPassword(input.code);
      const { profiles, events } = setProfileLock(user.id, user.profiles, profileId, lockHash, meta);
      await save(user, profiles, events);
      return toProfileView(findProfile(profiles, profileId));
    },

    /** The session watches as `profileId` from now on, given the proof the switch asks (`switchProof`). */
    async switchTo(
      sessionId: string,
      { user, profileId: fromId }: Acting,
      profileId: string,
      proof: { code?: string | undefined; password?: string | undefined },
    ): Promise<ViewerProfile> {
      const target = findProfile(user.profiles, profileId);
      const needs = switchProof(user.profiles.map(toProfileView), fromId, toProfileView(target));
      if (needs === 'code') {
        await guess(profileId, proof.code, target.lockHash ?? '', ASKS_CODE);
      } else if (needs === 'password') {
        await guess(profileId, proof.password, user.passwordHash, ASKS_PASSWORD_TO_LEAVE_KIDS);
      }
      const session: ViewerSession = { userId: user.id, profileId, ...watchingOf(target) };
      await sessions.switchProfile(sessionId, session);
      return toProfileView(target);
    },
  };
}
export type Profiles = ReturnType<typeof createProfiles>;
