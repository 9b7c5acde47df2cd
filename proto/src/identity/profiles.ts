import { z } from 'zod';
import { EVERY_RATING, MATURITY_RATINGS, maySee, type MaturityRating } from '../catalogue/values';
import { oneOf, text } from '../shared/text';

/**
 * Viewer profiles: the people who watch on one account. Each has its own My List, progress and
 * rows, and a maturity level, the highest rating it may see. Not the account's "profile" (the
 * member's name), which stays per account.
 */
export const MAX_PROFILES = 5;

/** The avatars the apps ship (web draws each); a profile picks one. */
export const PROFILE_AVATARS = ['ember', 'ocean', 'forest', 'sunrise', 'violet', 'slate'] as const;
export type ProfileAvatar = (typeof PROFILE_AVATARS)[number];

/** What a Kids profile may see at most. */
export const KIDS_MAX_LEVEL: MaturityRating = '7+';

/**
 * POST /api/profiles and PUT /api/profiles/{id}. Left out, the level is 7+ for a Kids profile and
 * 18+ otherwise; a Kids profile may not be given more than 7+.
 */
export const profileInput = z
  .object({
    name: text('Name', { max: 30, required: 'Name is required' }),
    avatar: oneOf(PROFILE_AVATARS, 'Avatar').default(PROFILE_AVATARS[0]),
    isKids: z.boolean({ error: 'Kids must be true or false' }).default(false),
    maturityLevel: oneOf(MATURITY_RATINGS, 'Maturity level').optional(),
    /** Left out: on for a new profile, unchanged by an edit. */
    autoplay: z.boolean({ error: 'Autoplay must be true or false' }).optional(),
  })
  .transform(({ maturityLevel, ...profile }) => ({
    ...profile,
    maturityLevel: maturityLevel ?? (profile.isKids ? KIDS_MAX_LEVEL : EVERY_RATING),
  }))
  .refine((profile) => !profile.isKids || maySee(KIDS_MAX_LEVEL, profile.maturityLevel), {
    message: `A Kids profile may see films up to ${KIDS_MAX_LEVEL}`,
    path: ['maturityLevel'],
  });
export type ProfileInput = z.input<typeof profileInput>;
export type ValidProfileInput = z.output<typeof profileInput>;

/** A profile as the apps see it: whether it is locked, never its code. */
export const viewerProfile = z.object({
  id: z.string(),
  name: z.string(),
  avatar: z.enum(PROFILE_AVATARS),
  isKids: z.boolean(),
  maturityLevel: z.enum(MATURITY_RATINGS),
  isLocked: z.boolean(),
  /** Whether the next episode of a series plays by itself after a countdown. Events from before it say nothing: on. */
  autoplay: z.boolean().default(true),
});
export type ViewerProfile = z.infer<typeof viewerProfile>;

/** A profile's lock: four digits, stored only as a hash. */
export const lockCode = z
  .string({ error: 'Lock code must be 4 digits' })
  .regex(/^\d{4}$/, 'Lock code must be 4 digits');

/** PUT /api/profiles/{id}/lock: the account password, and the new code (null removes the lock). */
export const profileLockInput = z.object({
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required'),
  code: lockCode.nullable(),
});
export type ProfileLockInput = z.input<typeof profileLockInput>;

/** POST /api/profiles/{id}/switch: the proof the switch needs (see `switchProof`), if any. */
export const profileSwitchInput = z
  .object({
    code: lockCode.optional(),
    password: z.string({ error: 'Password must be text' }).optional(),
  })
  .default({});
export type ProfileSwitchInput = z.input<typeof profileSwitchInput>;

/** Wrong lock codes (and passwords asked at a switch) an account takes in a window, all its profiles together, before a 429. */
export const LOCK_ATTEMPTS = 5;
export const LOCK_WINDOW_SECONDS = 15 * 60;

type SwitchSubject = Pick<ViewerProfile, 'id' | 'isKids' | 'isLocked'>;

/**
 * Whether leaving the profile `fromId` (for a grown-up one, or by signing out) asks the account
 * password: it is a Kids profile and a grown-up profile is locked (the household has locked its
 * profiles; the child must not walk round them).
 */
export function leavingAsksPassword(profiles: readonly SwitchSubject[], fromId: string): boolean {
  const from = profiles.find((profile) => profile.id === fromId);
  return from?.isKids === true && profiles.some((profile) => !profile.isKids && profile.isLocked);
}

/**
 * What watching as `to` asks of a session watching as `from`: a locked profile's code; and, leaving
 * a Kids profile for an unlocked grown-up one, the account password (`leavingAsksPassword`).
 */
export function switchProof(
  profiles: readonly SwitchSubject[],
  fromId: string,
  to: SwitchSubject,
): 'code' | 'password' | null {
  if (to.id === fromId) return null;
  if (to.isLocked) return 'code';
  return !to.isKids && leavingAsksPassword(profiles, fromId) ? 'password' : null;
}

/** POST /api/auth/logout: nothing, or the account password a Kids profile's sign-out asks. */
export const logOutInput = z
  .object({ password: z.string({ error: 'Password must be text' }).max(200, 'Password is too long').optional() })
  .optional();

/** GET /api/profiles: the account's profiles, the first one first, and the one this session watches as. */
export const profileList = z.object({ currentProfileId: z.string(), profiles: z.array(viewerProfile) });
