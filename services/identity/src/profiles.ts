import { randomUUID } from 'node:crypto';
import {
  LOCK_WINDOW_SECONDS,
  leavingAsksPassword,
  switchProof,
  type Envelope,
  type ValidProfileInput,
  type ViewerProfile,
} from '@cinevia/proto';
import { appError, securityEvent, type Logger } from '@cinevia/service-kit';
import { type SessionStore, type ViewerSession, type Watching } from '@cinevia/shared-models';
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
import type { SignInAttempts } from './store/sign-in-attempts';
import type { UserStore } from './store/users';

/** What a guess says when its secret is missing, and when it is wrong. */
type Asks = { missing: string; wrong: string };
const ASKS_PASSWORD: Asks = { missing: 'Password is required', wrong: 'Password is incorrect' };
const ASKS_CODE: Asks = { missing: "Enter the profile's 4-digit lock code", wrong: 'Incorrect profile lock code' };
const ASKS_PASSWORD_TO_LEAVE_KIDS: Asks = {
  missing: 'Enter the account password to leave the Kids profile',
  wrong: ASKS_PASSWORD.wrong,
};
const ASKS_PASSWORD_TO_SIGN_OUT_OF_KIDS: Asks = {
  missing: 'Enter the account password to sign out of the Kids profile',
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
  /** A guess at a lock or at the password counts toward the account's sign-in limits too. */
  attempts: Pick<SignInAttempts, 'takeMember' | 'memberSucceeded' | 'memberGuessedRight'>;
}

/** Who asks: the account, and the profile its session watches as. */
interface Acting {
  user: User;
  profileId: string;
  /** Where the request comes from, for the sign-in limits a guess counts toward. */
  ip: string;
  /** The request's logger, for the security events of a guess. */
  logger: Logger;
}

/**
 * Identity's use cases around an account's profiles. A profile's level and Kids setting travel with
 * every session watching as it, so a change that narrows what a session may do reaches the sessions
 * before the account is written (a crash in between leaves them narrower, never wider), one that
 * widens it after.
 */
export function createProfiles({ users, sessions, locks, attempts }: ProfilesDependencies) {
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
   * A guess at a profile's code (or at the account password on a profile's behalf): counted before
   * it is checked, against the account's locks and its sign-in limits both, and refused with a wait
   * once either has taken too many. A right one gives its guess back.
   */
  async function guess({ user, ip, logger }: Acting, secret: string | undefined, hash: string, asks: Asks) {
    if (secret === undefined) throw appError('FORBIDDEN', asks.missing);
    const limited = (retryAfterSeconds: number) => {
      securityEvent(logger, 'rate-limited', { limit: 'profile-guesses', userId: user.id, ip });
      return appError('RATE_LIMITED', TOO_MANY_GUESSES, { retryAfterSeconds });
    };
    const retryAfterSeconds = await locks.take(user.id);
    if (retryAfterSeconds !== null) throw limited(retryAfterSeconds);
    if (!(await attempts.takeMember(ip, user.email))) throw limited(LOCK_WINDOW_SECONDS);
    if (!(await verifyPassword(secret, hash))) {
      securityEvent(logger, 'profile-guess-refused', { userId: user.id, ip });
      throw appError('FORBIDDEN', asks.wrong);
    }
    await locks.clear(user.id);
    // The password proved: as a sign-in, its counts start again. A code: only its own guess back.
    if (hash === user.passwordHash) await attempts.memberSucceeded(ip, user.email);
    else await attempts.memberGuessedRight(ip, user.email);
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
      acting: Acting,
      profileId: string,
      input: { password: string; code: string | null },
      meta: Meta,
    ): Promise<ViewerProfile> {
      const { user, profileId: actingId } = acting;
      assertMayManage(user.id, user.profiles, actingId, profileId);
      await guess(acting, input.password, user.passwordHash, ASKS_PASSWORD);
      const lockHash = input.code === null ? null : await hashPassword(input.code);
      const { profiles, events } = setProfileLock(user.id, user.profiles, profileId, lockHash, meta);
      await save(user, profiles, events);
      return toProfileView(findProfile(profiles, profileId));
    },

    /** Refuses a sign-out without the account password where the profile asks it (`leavingAsksPassword`). */
    async proveMaySignOut(acting: Acting, password: string | undefined): Promise<void> {
      const { user, profileId } = acting;
      if (leavingAsksPassword(user.profiles.map(toProfileView), profileId)) {
        await guess(acting, password, user.passwordHash, ASKS_PASSWORD_TO_SIGN_OUT_OF_KIDS);
      }
    },

    /** The session watches as `profileId` from now on, given the proof the switch asks (`switchProof`). */
    async switchTo(
      sessionId: string,
      acting: Acting,
      profileId: string,
      proof: { code?: string | undefined; password?: string | undefined },
    ): Promise<ViewerProfile> {
      const { user, profileId: fromId } = acting;
      const target = findProfile(user.profiles, profileId);
      const needs = switchProof(user.profiles.map(toProfileView), fromId, toProfileView(target));
      if (needs === 'code') {
        await guess(acting, proof.code, target.lockHash ?? '', ASKS_CODE);
      } else if (needs === 'password') {
        await guess(acting, proof.password, user.passwordHash, ASKS_PASSWORD_TO_LEAVE_KIDS);
      }
      const session: ViewerSession = { userId: user.id, profileId, ...watchingOf(target) };
      await sessions.switchProfile(sessionId, session);
      return toProfileView(target);
    },
  };
}
export type Profiles = ReturnType<typeof createProfiles>;
