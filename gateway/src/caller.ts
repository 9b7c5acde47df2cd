import { parse as parseCookies } from 'cookie';
import type { Request } from 'express';
import { EVERY_RATING, type MaturityRating } from '@cinevia/proto';
import {
  ADMIN_SESSION_COOKIE,
  VIEWER_SESSION_COOKIE,
  type SessionStore,
  type UnsignedUserContext,
} from '@cinevia/service-kit';

/** The viewer session cookie's value, if any. */
export function viewerSessionOf(req: Request): string | undefined {
  return parseCookies(req.header('cookie') ?? '')[VIEWER_SESSION_COOKIE];
}

/** Signed out: no member, no profile, every film visible (as the spec's catalogue pages are). */
const signedOut = { userId: null, profileId: null, maturityLevel: EVERY_RATING, isKids: false } as const;

/** A caller without a member: for answers that are the same for everyone (shared, cacheable). */
export function anonymousCaller(ip: string, requestId: string): UnsignedUserContext {
  return { ...signedOut, sessionId: null, adminSessionId: null, channel: 'graphql', ip, requestId };
}

/**
 * The highest rating the request's viewer session may see: its profile's level, or every rating
 * without a session (no lookup at all when no session cookie came).
 */
export async function maturityLevelOf(
  req: Request,
  sessions: Pick<SessionStore, 'resolveViewerSession'>,
): Promise<MaturityRating> {
  const sessionId = viewerSessionOf(req);
  if (!sessionId) return EVERY_RATING;
  return (await sessions.resolveViewerSession(sessionId))?.maturityLevel ?? EVERY_RATING;
}

/**
 * Where a reply that depends on the catalogue alone is kept for a level: the URL for every
 * rating (signed out and adults share it), the URL under the level's name for the others.
 */
export const levelVariant = (level: MaturityRating): string => (level === EVERY_RATING ? '' : `${level} `);

/** Resolves the request's cookies into the context the subgraphs will trust once it is signed. */
export async function resolveCaller(
  req: Request,
  sessions: Pick<SessionStore, 'resolveViewerSession' | 'resolveAdminSession'>,
  channel: UnsignedUserContext['channel'],
  requestId: string,
): Promise<UnsignedUserContext> {
  const cookies = parseCookies(req.header('cookie') ?? '');
  const sessionId = cookies[VIEWER_SESSION_COOKIE];
  const adminSessionId = cookies[ADMIN_SESSION_COOKIE];
  const [viewer, isAdmin] = await Promise.all([
    sessions.resolveViewerSession(sessionId),
    sessions.resolveAdminSession(adminSessionId),
  ]);
  return {
    ...(viewer ?? signedOut),
    sessionId: viewer && sessionId ? sessionId : null,
    adminSessionId: isAdmin && adminSessionId ? adminSessionId : null,
    channel,
    ip: req.ip ?? 'unknown',
    requestId,
  };
}
