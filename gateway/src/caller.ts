import { parse as parseCookies } from 'cookie';
import type { Request } from 'express';
import { EVERY_RATING, type MaturityRating } from '@cinevia/proto';
import { type UnsignedUserContext } from '@cinevia/service-kit';
import { ADMIN_SESSION_COOKIE, VIEWER_SESSION_COOKIE, type SessionStore } from '@cinevia/shared-models';

type Sessions = Pick<SessionStore, 'resolveViewerSession' | 'resolveAdminSession'>;

/** The viewer session cookie's value, if any. */
export function viewerSessionOf(req: Request): string | undefined {
  return parseCookies(req.header('cookie') ?? '')[VIEWER_SESSION_COOKIE];
}

/** No member and no profile: the administrator's (every film) or a visitor's (VISITOR_MATURITY). */
const withoutMember = { userId: null, profileId: null, isKids: false } as const;

/**
 * A caller without a member, for answers the gateway draws once and shares among members who see
 * every rating (the home page's hero), or, at their level, among those of one level.
 */
export function anonymousCaller(ip: string, requestId: string, level = EVERY_RATING): UnsignedUserContext {
  return {
    ...withoutMember,
    maturityLevel: level,
    visitor: false,
    sessionId: null,
    adminSessionId: null,
    channel: 'graphql',
    ip,
    requestId,
  };
}

/** What a request is shown of the catalogue: up to a rating, and as a visitor (no video host ids) or not. */
export interface CatalogueView {
  level: MaturityRating;
  visitor: boolean;
}

/**
 * Where a reply that depends on the catalogue alone is kept for a view: the URL for every rating
 * (adults and the administrator share it), the URL under the level's name for the other levels,
 * and under `visitor` for the signed-out.
 */
export const variantOf = (view: CatalogueView): string =>
  view.visitor ? 'visitor ' : view.level === EVERY_RATING ? '' : `${view.level} `;

/** Resolves requests' cookies into who is calling, signed out callers as visitors of `visitorLevel`. */
export function createCallers(sessions: Sessions, visitorLevel: MaturityRating) {
  const visitor = { level: visitorLevel, visitor: true };
  const administrator = { level: EVERY_RATING, visitor: false };

  return {
    /** The request's view of the catalogue: its profile's, else the administrator's, else a visitor's. */
    async viewOf(req: Request): Promise<CatalogueView> {
      const cookies = parseCookies(req.header('cookie') ?? '');
      const viewerSession = cookies[VIEWER_SESSION_COOKIE];
      const viewer = viewerSession ? await sessions.resolveViewerSession(viewerSession) : null;
      if (viewer) return { level: viewer.maturityLevel, visitor: false };
      const adminSession = cookies[ADMIN_SESSION_COOKIE];
      return adminSession && (await sessions.resolveAdminSession(adminSession)) ? administrator : visitor;
    },

    /** The context the subgraphs will trust once it is signed. */
    async resolve(
      req: Request,
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
      const signedOut = isAdmin ? administrator : visitor;
      return {
        ...(viewer
          ? { ...viewer, visitor: false }
          : { ...withoutMember, maturityLevel: signedOut.level, visitor: signedOut.visitor }),
        sessionId: viewer && sessionId ? sessionId : null,
        adminSessionId: isAdmin && adminSessionId ? adminSessionId : null,
        channel,
        ip: req.ip ?? 'unknown',
        userAgent: req.header('user-agent') ?? '',
        requestId,
      };
    },
  };
}
export type Callers = ReturnType<typeof createCallers>;
