import { randomUUID } from 'node:crypto';
import { maySee, type Envelope, type MaturityRating, type ValidProfileInput, type ViewerProfile } from '@cinevia/proto';
import type { SessionStore, ViewerSession } from '@cinevia/service-kit';
import {
  addProfile,
  deleteProfile,
  findProfile,
  toProfileView,
  updateProfile,
  type StoredProfile,
} from './domain/profiles';
import type { Member, User } from './domain/user';
import type { UserStore } from './store/users';

interface Meta {
  now: Date;
  correlationId: string;
}

export interface ProfilesDependencies {
  users: Pick<UserStore, 'update'>;
  sessions: Pick<SessionStore, 'switchProfile' | 'profileChanged'>;
}

/**
 * Identity's use cases around an account's profiles. A profile's level travels with every session
 * watching as it, so a change that narrows what a session may see reaches the sessions before the
 * account is written (a crash in between leaves them narrower, never wider), one that widens it after.
 */
export function createProfiles({ users, sessions }: ProfilesDependencies) {
  async function save(user: User, profiles: StoredProfile[], events: Envelope[]) {
    if (events.length > 0) await users.update({ ...user, profiles }, events);
  }

  async function levelChanged(user: User, profileId: string, level: MaturityRating | null, write: () => Promise<void>) {
    const before = findProfile(user.profiles, profileId).maturityLevel;
    const narrows = level === null || !maySee(level, before);
    if (narrows) await sessions.profileChanged(user.id, profileId, level);
    await write();
    if (!narrows && level !== before) await sessions.profileChanged(user.id, profileId, level);
  }

  return {
    async add(user: User, input: ValidProfileInput, meta: Meta): Promise<ViewerProfile> {
      const id = randomUUID();
      const { profiles, events } = addProfile(user.id, user.profiles, input, id, meta);
      await save(user, profiles, events);
      return toProfileView(findProfile(profiles, id));
    },

    async update(user: User, profileId: string, input: ValidProfileInput, meta: Meta): Promise<ViewerProfile> {
      const { profiles, events } = updateProfile(user.id, user.profiles, profileId, input, meta);
      await levelChanged(user, profileId, input.maturityLevel, () => save(user, profiles, events));
      return toProfileView(findProfile(profiles, profileId));
    },

    async remove(user: User, profileId: string, meta: Meta): Promise<void> {
      const { profiles, events } = deleteProfile(user.id, user.profiles, profileId, meta);
      await levelChanged(user, profileId, null, () => save(user, profiles, events));
    },

    /** The session watches as `profileId`, one of the account's profiles. */
    async switchTo(sessionId: string, member: Member, profileId: string): Promise<ViewerProfile> {
      const profile = findProfile(member.profiles, profileId);
      const session: ViewerSession = { userId: member.id, profileId, maturityLevel: profile.maturityLevel };
      await sessions.switchProfile(sessionId, session);
      return profile;
    },
  };
}
export type Profiles = ReturnType<typeof createProfiles>;
