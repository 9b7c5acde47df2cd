import type { z } from 'zod';
import { appError } from './errors';
import type { UserContext } from './user-context';

/** Reads a resolver's input with a proto schema; the first problem's message is the caller's 400. */
export function parseInput<Schema extends z.ZodType>(schema: Schema, input: unknown): z.infer<Schema> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw appError('BAD_USER_INPUT', parsed.error.issues[0]?.message ?? 'Invalid input');
  return parsed.data;
}

/** The signed-in member's id, or 401. */
export function requireMember(caller: UserContext): string {
  if (!caller.userId) throw appError('UNAUTHENTICATED', 'Unauthorized');
  return caller.userId;
}

export const KIDS_REFUSED = 'Switch to a grown-up profile to manage the account.';

/**
 * The signed-in member, for what belongs to the account rather than a profile (its settings,
 * Premium, payments, film requests): 403 from a Kids profile, whose simpler app has none of them.
 */
export function requireAccountHolder(caller: UserContext): string {
  const userId = requireMember(caller);
  if (caller.isKids) throw appError('FORBIDDEN', KIDS_REFUSED);
  return userId;
}

/**
 * The signed-in member and the profile their session watches as: the account's things (Premium)
 * go by `userId`, the profile's own (My List, progress) by `profileId`.
 */
export function requireViewer(caller: UserContext): { userId: string; profileId: string } {
  const userId = requireMember(caller);
  return { userId, profileId: viewerProfileOf(caller) ?? userId };
}

/**
 * The profile a caller's session watches as, or null when signed out. A context signed before
 * profiles names only the member: their first profile, which has their id.
 */
export function viewerProfileOf(caller: UserContext): string | null {
  return caller.userId === null ? null : (caller.profileId ?? caller.userId);
}

/** Administrator sessions only: 401 without any session, 403 for a member. */
export function requireAdmin(caller: UserContext): void {
  if (caller.isAdmin) return;
  if (caller.userId) throw appError('FORBIDDEN', 'Admin access required');
  throw appError('UNAUTHENTICATED', 'Admin sign-in required');
}
