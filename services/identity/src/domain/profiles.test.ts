import { identityEvents, leavingAsksPassword, profileInput, switchProof, type ProfileInput } from '@cinevia/proto';
import {
  addProfile,
  assertMayManage,
  deleteProfile,
  firstProfile,
  narrowsWatching,
  sameWatching,
  setProfileLock,
  toProfileView,
  updateProfile,
  type StoredProfile,
} from './profiles';

const meta = { now: new Date('2026-11-26T10:00:00.000Z'), correlationId: 'req-1' };
const first = firstProfile({ id: 'u1', firstName: 'Ann' });
const input = (fields: ProfileInput) => profileInput.parse(fields);

describe('the first profile', () => {
  it("is the member's own: their id and first name, every rating, no lock", () => {
    expect(toProfileView(first)).toEqual({
      id: 'u1',
      name: 'Ann',
      avatar: 'ember',
      isKids: false,
      maturityLevel: '18+',
      isLocked: false,
      autoplay: true,
    });
  });

  it('cannot be deleted or made a Kids profile', () => {
    expect(() => deleteProfile('u1', [first], 'u1', meta)).toThrow("The account's first profile cannot be deleted");
    expect(() => updateProfile('u1', [first], 'u1', input({ name: 'Ann', isKids: true }), meta)).toThrow(
      "The account's first profile cannot be a Kids profile",
    );
  });
});

describe('profile input', () => {
  it('gives a Kids profile 7+ and any other 18+ when no level is named', () => {
    expect(input({ name: 'Mo', isKids: true }).maturityLevel).toBe('7+');
    expect(input({ name: 'Dad' }).maturityLevel).toBe('18+');
    expect(input({ name: 'Teen', maturityLevel: '13+' }).maturityLevel).toBe('13+');
  });

  it.each([
    [{ name: '' }, 'Name is required'],
    [{ name: 'x'.repeat(31) }, 'Name must be at most 30 characters'],
    [{ name: 'Mo', avatar: 'dragon' }, 'Avatar must be one of: ember, ocean, forest, sunrise, violet, slate'],
    [{ name: 'Mo', maturityLevel: 'R' }, 'Maturity level must be one of: All, 7+, 13+, 16+, 18+'],
    [{ name: 'Mo', isKids: true, maturityLevel: '13+' }, 'A Kids profile may see films up to 7+'],
  ])('refuses %j: %s', (fields, message) => {
    expect(profileInput.safeParse(fields).error?.issues[0]?.message).toBe(message);
  });
});

describe('adding, changing and deleting profiles', () => {
  it('adds up to five, each announced, with names the account does not already use', () => {
    let profiles = [first];
    for (const name of ['Bo', 'Cy', 'Di', 'Ed']) {
      const change = addProfile('u1', profiles, input({ name }), `p-${name}`, meta);
      expect(identityEvents.profileSaved.parse(change.events[0]).data).toMatchObject({
        userId: 'u1',
        profile: { id: `p-${name}`, name },
      });
      profiles = change.profiles;
    }
    expect(profiles).toHaveLength(5);
    expect(() => addProfile('u1', profiles, input({ name: 'Fay' }), 'p6', meta)).toThrow(
      'An account can have at most 5 profiles',
    );
    expect(() => addProfile('u1', [first], input({ name: 'ann' }), 'p2', meta)).toThrow(
      'Another profile already has this name',
    );
  });

  it('announces a real change only, and keeps the lock', () => {
    const kid = {
      ...addProfile('u1', [first], input({ name: 'Mo', isKids: true }), 'p2', meta).profiles[1]!,
      lockHash: 'h',
    };
    expect(updateProfile('u1', [first, kid], 'p2', input({ name: 'Mo', isKids: true }), meta).events).toEqual([]);
    const { profiles, events } = updateProfile(
      'u1',
      [first, kid],
      'p2',
      input({ name: 'Mo', maturityLevel: '13+' }),
      meta,
    );
    expect(profiles[1]).toEqual({ ...kid, isKids: false, maturityLevel: '13+' });
    expect(identityEvents.profileSaved.parse(events[0]).data.profile).toMatchObject({
      maturityLevel: '13+',
      isLocked: true,
    });
  });

  it('turns autoplay on for a new profile, and an edit that does not name it keeps it', () => {
    const added = addProfile('u1', [first], input({ name: 'Mo' }), 'p2', meta).profiles[1]!;
    expect(added.autoplay).toBe(true);
    const { profiles, events } = updateProfile(
      'u1',
      [first, added],
      'p2',
      input({ name: 'Mo', autoplay: false }),
      meta,
    );
    expect(identityEvents.profileSaved.parse(events[0]).data.profile.autoplay).toBe(false);
    const renamed = updateProfile('u1', profiles, 'p2', input({ name: 'Moe' }), meta).profiles[1]!;
    expect(renamed).toMatchObject({ name: 'Moe', autoplay: false });
  });

  it('deletes any other profile, announcing it, and refuses an unknown one', () => {
    const { profiles } = addProfile('u1', [first], input({ name: 'Mo' }), 'p2', meta);
    const deleted = deleteProfile('u1', profiles, 'p2', meta);
    expect(deleted.profiles).toEqual([first]);
    expect(identityEvents.profileDeleted.parse(deleted.events[0]).data).toEqual({ userId: 'u1', profileId: 'p2' });
    expect(() => deleteProfile('u1', profiles, 'nope', meta)).toThrow('Profile not found');
  });
});

describe('profile locks', () => {
  const kid: StoredProfile = { ...first, id: 'k1', name: 'Kit', isKids: true, maturityLevel: '7+' };
  const teen: StoredProfile = { ...first, id: 't1', name: 'Teo', maturityLevel: '16+' };
  const lockedFirst: StoredProfile = { ...first, lockHash: 'scrypt$hash' };

  it('announce the profile as locked, never its hash, and unlocked again when removed', () => {
    const locked = setProfileLock('u1', [first, kid], 'u1', 'scrypt$hash', meta);
    expect(locked.profiles[0]?.lockHash).toBe('scrypt$hash');
    expect(locked.events[0]?.data).toEqual({ userId: 'u1', profile: { ...toProfileView(first), isLocked: true } });
    expect(JSON.stringify(locked.events)).not.toContain('scrypt$hash');
    const unlocked = setProfileLock('u1', locked.profiles, 'u1', null, meta);
    expect(unlocked.events[0]?.data).toMatchObject({ profile: { isLocked: false } });
  });

  it("ask a locked profile's code, and the password to leave Kids for an unlocked profile while a grown-up one is locked", () => {
    const views = (profiles: StoredProfile[]) => profiles.map(toProfileView);
    const household = views([lockedFirst, kid, teen]);
    const [firstView, kidView, teenView] = household;
    expect(switchProof(household, 'k1', firstView!)).toBe('code');
    expect(switchProof(household, 't1', firstView!)).toBe('code');
    expect(switchProof(household, 'k1', teenView!)).toBe('password');
    expect(switchProof(household, 'u1', teenView!)).toBeNull();
    expect(switchProof(household, 't1', kidView!)).toBeNull();
    expect(switchProof(household, 'u1', firstView!)).toBeNull();
    // Nothing locked: a child may switch as today.
    expect(switchProof(views([first, kid, teen]), 'k1', teenView!)).toBeNull();
  });

  it('asks the account password of a Kids profile signing out while a grown-up profile is locked', () => {
    const views = (profiles: StoredProfile[]) => profiles.map(toProfileView);
    expect(leavingAsksPassword(views([lockedFirst, kid, teen]), 'k1')).toBe(true);
    expect(leavingAsksPassword(views([lockedFirst, kid, teen]), 't1')).toBe(false);
    expect(leavingAsksPassword(views([first, kid, teen]), 'k1')).toBe(false);
  });
});

describe('who may manage profiles', () => {
  const kid: StoredProfile = { ...first, id: 'k1', name: 'Kit', isKids: true, maturityLevel: '7+' };
  const lockedTeen: StoredProfile = { ...first, id: 't1', name: 'Teo', lockHash: 'scrypt$hash' };
  const other: StoredProfile = { ...first, id: 'o1', name: 'Oli' };
  const household = [first, kid, lockedTeen, other];

  it('is never a Kids profile', () => {
    expect(() => assertMayManage('u1', household, 'k1')).toThrow('Kids profiles cannot manage profiles');
    expect(() => assertMayManage('u1', household, 'k1', 'k1')).toThrow('Kids profiles cannot manage profiles');
  });

  it('is, for a locked profile, itself or the first profile only', () => {
    expect(() => assertMayManage('u1', household, 'o1', 't1')).toThrow('This profile is locked');
    expect(() => assertMayManage('u1', household, 't1', 't1')).not.toThrow();
    expect(() => assertMayManage('u1', household, 'u1', 't1')).not.toThrow();
    expect(() => assertMayManage('u1', household, 'o1', 'k1')).not.toThrow();
  });
});

describe('what a change does to the sessions watching as a profile', () => {
  const adult = { maturityLevel: '18+', isKids: false } as const;
  const teen = { maturityLevel: '13+', isKids: false } as const;
  const kids = { maturityLevel: '7+', isKids: true } as const;

  it('narrows them when the level falls or the profile becomes Kids, so they change before the account', () => {
    expect(narrowsWatching(adult, teen)).toBe(true);
    expect(narrowsWatching(teen, kids)).toBe(true);
    expect(narrowsWatching({ maturityLevel: '7+', isKids: false }, kids)).toBe(true);
  });

  it('widens them when the level rises or the profile leaves Kids, so they change after it', () => {
    expect(narrowsWatching(teen, adult)).toBe(false);
    expect(narrowsWatching(kids, { maturityLevel: '7+', isKids: false })).toBe(false);
    expect(narrowsWatching(teen, teen)).toBe(false);
    expect(sameWatching(teen, { ...teen })).toBe(true);
    expect(sameWatching(kids, { maturityLevel: '7+', isKids: false })).toBe(false);
  });
});
