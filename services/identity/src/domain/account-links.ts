import { createHash } from 'node:crypto';
import type { User } from './user';

/**
 * Links mailed to a member: a password reset, a proof that they read their address, a move to a
 * new address. Each is stored as its token's digest (never the token), used once, and tied to the
 * state it was issued for (its stamp): a reset link dies when the password or the address changes
 * by any path, and when a newer reset link is mailed; a verification or email-change link when the
 * address changes.
 */
export type LinkPurpose = 'reset' | 'verify' | 'email-change';

const MINUTE_MS = 60_000;
export const LINK_LIFETIME_MS: Record<LinkPurpose, number> = {
  reset: 30 * MINUTE_MS,
  verify: 7 * 24 * 60 * MINUTE_MS,
  'email-change': 24 * 60 * MINUTE_MS,
};

export interface AccountLink {
  digest: string;
  purpose: LinkPurpose;
  userId: string;
  /** What the member's account must still be for the link to work (see `stampOf`). */
  stamp: string;
  expiresAt: Date;
  /** The address an email-change link moves the account to. */
  newEmail?: string;
}

/** A reset link is stamped with a digest of the password hash and the address; the others with the address. */
type LinkHolder = Pick<User, 'id' | 'email' | 'passwordHash'>;

function stampOf(purpose: LinkPurpose, user: LinkHolder): string {
  if (purpose !== 'reset') return user.email;
  return createHash('sha256').update(`${user.passwordHash}\n${user.email}`).digest('base64url').slice(0, 22);
}

/** Only the newest reset link mailed to a member works: asking again revokes the ones before. */
export const onlyNewestWorks = (purpose: LinkPurpose): boolean => purpose === 'reset';

export function issueLink(
  purpose: LinkPurpose,
  user: LinkHolder,
  meta: { digest: string; now: Date; newEmail?: string },
): AccountLink {
  return {
    digest: meta.digest,
    purpose,
    userId: user.id,
    stamp: stampOf(purpose, user),
    expiresAt: new Date(meta.now.getTime() + LINK_LIFETIME_MS[purpose]),
    ...(meta.newEmail ? { newEmail: meta.newEmail } : {}),
  };
}

/**
 * Whether `link` may still be used for `purpose` by `user` (null when its member is gone); `newest`
 * is the digest of the newest link of that purpose mailed to the member, where onlyNewestWorks.
 */
export function linkUsable(
  link: AccountLink | null,
  purpose: LinkPurpose,
  user: User | null,
  now: Date,
  newest?: string | null,
): boolean {
  if (!link || !user || link.purpose !== purpose || link.userId !== user.id) return false;
  if (onlyNewestWorks(purpose) && link.digest !== newest) return false;
  return link.expiresAt.getTime() > now.getTime() && link.stamp === stampOf(purpose, user);
}
