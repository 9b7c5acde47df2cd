import {
  DomainError,
  EVERY_RATING,
  identityEvents,
  MAX_PROFILES,
  maySee,
  PROFILE_AVATARS,
  type Envelope,
  type ValidProfileInput,
  type ViewerProfile,
} from '@cinevia/proto';

/** A profile as stored: its lock code only as a hash (null when unlocked). */
export interface StoredProfile extends Omit<ViewerProfile, 'isLocked'> {
  lockHash: string | null;
}

interface Meta {
  now: Date;
  correlationId: string;
}

type Change = { profiles: StoredProfile[]; events: Envelope[] };

const NOT_FOUND = 'Profile not found';
const NAME_LIMIT = 30;

/**
 * Every account's first profile: named after the member, allowed everything, with the member's
 * own id, so the lists and progress kept by member id before profiles existed are already its own.
 */
export function firstProfile(member: { id: string; firstName: string }): StoredProfile {
  return {
    id: member.id,
    name: member.firstName.slice(0, NAME_LIMIT),
    avatar: PROFILE_AVATARS[0],
    isKids: false,
    maturityLevel: EVERY_RATING,
    autoplay: true,
    lockHash: null,
  };
}

export function toProfileView({ lockHash, ...profile }: StoredProfile): ViewerProfile {
  return { ...profile, isLocked: lockHash !== null };
}

/** What a session watching as a profile takes from it. */
export type ProfileWatching = Pick<ViewerProfile, 'maturityLevel' | 'isKids'>;

export const watchingOf = ({ maturityLevel, isKids }: ProfileWatching): ProfileWatching => ({ maturityLevel, isKids });

/** A change that lets a session watching as the profile see or do less: a lower level, or Kids. */
export function narrowsWatching(before: ProfileWatching, after: ProfileWatching): boolean {
  return !maySee(after.maturityLevel, before.maturityLevel) || (after.isKids && !before.isKids);
}

export const sameWatching = (one: ProfileWatching, other: ProfileWatching): boolean =>
  one.maturityLevel === other.maturityLevel && one.isKids === other.isKids;

export function findProfile<Profile extends { id: string }>(profiles: readonly Profile[], profileId: string): Profile {
  const profile = profiles.find((candidate) => candidate.id === profileId);
  if (!profile) throw new DomainError(NOT_FOUND, 'NOT_FOUND');
  return profile;
}

function assertNameFree(profiles: readonly StoredProfile[], name: string, exceptId?: string): void {
  const taken = profiles.some(
    (profile) => profile.id !== exceptId && profile.name.toLocaleLowerCase() === name.toLocaleLowerCase(),
  );
  if (taken) throw new DomainError('Another profile already has this name', 'CONFLICT');
}

/**
 * Who may change the account's profiles: not a Kids profile (it would raise its own level), and a
 * locked profile only as itself or as the account's first profile, the account holder's.
 */
export function assertMayManage(
  userId: string,
  profiles: readonly StoredProfile[],
  actingId: string,
  targetId?: string,
): void {
  const acting = profiles.find((profile) => profile.id === actingId);
  if (!acting || acting.isKids) throw new DomainError('Kids profiles cannot manage profiles', 'FORBIDDEN');
  const target = targetId === undefined ? undefined : findProfile(profiles, targetId);
  if (target?.lockHash && actingId !== target.id && actingId !== userId) {
    throw new DomainError('This profile is locked: switch to it to change it', 'FORBIDDEN');
  }
}

const saved = (userId: string, profile: StoredProfile, meta: Meta) =>
  identityEvents.profileSaved.create({ userId, profile: toProfileView(profile) }, meta.correlationId, meta.now);

export function addProfile(
  userId: string,
  profiles: readonly StoredProfile[],
  input: ValidProfileInput,
  id: string,
  meta: Meta,
): Change {
  if (profiles.length >= MAX_PROFILES) {
    throw new DomainError(`An account can have at most ${MAX_PROFILES} profiles`, 'CONFLICT');
  }
  assertNameFree(profiles, input.name);
  const profile: StoredProfile = { id, ...input, autoplay: input.autoplay ?? true, lockHash: null };
  return { profiles: [...profiles, profile], events: [saved(userId, profile, meta)] };
}

/** A change that changes nothing announces nothing. */
export function updateProfile(
  userId: string,
  profiles: readonly StoredProfile[],
  profileId: string,
  input: ValidProfileInput,
  meta: Meta,
): Change {
  const before = findProfile(profiles, profileId);
  assertNameFree(profiles, input.name, profileId);
  if (profileId === userId && input.isKids) {
    throw new DomainError("The account's first profile cannot be a Kids profile", 'CONFLICT');
  }
  const after: StoredProfile = { ...before, ...input, autoplay: input.autoplay ?? before.autoplay };
  if (JSON.stringify(after) === JSON.stringify(before)) return { profiles: [...profiles], events: [] };
  return {
    profiles: profiles.map((profile) => (profile.id === profileId ? after : profile)),
    events: [saved(userId, after, meta)],
  };
}

/** Any profile but the account's first, which holds the account's own place. */
export function deleteProfile(
  userId: string,
  profiles: readonly StoredProfile[],
  profileId: string,
  meta: Meta,
): Change {
  findProfile(profiles, profileId);
  if (profileId === userId) throw new DomainError("The account's first profile cannot be deleted", 'CONFLICT');
  return {
    profiles: profiles.filter((profile) => profile.id !== profileId),
    events: [identityEvents.profileDeleted.create({ userId, profileId }, meta.correlationId, meta.now)],
  };
}

/** Sets a profile's lock (a hash of its code) or removes it (null). */
export function setProfileLock(
  userId: string,
  profiles: readonly StoredProfile[],
  profileId: string,
  lockHash: string | null,
  meta: Meta,
): Change {
  const after: StoredProfile = { ...findProfile(profiles, profileId), lockHash };
  return {
    profiles: profiles.map((profile) => (profile.id === profileId ? after : profile)),
    events: [saved(userId, after, meta)],
  };
}
