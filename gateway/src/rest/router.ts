import type { ApolloServer } from '@apollo/server';
import { Router, type Request, type RequestHandler, type Response } from 'express';
import FindMyWay, { type HTTPMethod } from 'find-my-way';
import type { GraphQLFormattedError } from 'graphql';
import { ERROR_STATUS, EVERY_RATING, forVisitor, isErrorCode } from '@cinevia/proto';
import { KIDS_REFUSED, type Logger, requestIdOf } from '@cinevia/service-kit';
import {
  ADMIN_SESSION_COOKIE,
  ADMIN_SESSION_LIFETIME_SECONDS,
  VIEWER_SESSION_COOKIE,
  VIEWER_SESSION_LIFETIME_SECONDS,
} from '@cinevia/shared-models';
import { variantOf, viewerSessionOf, type CatalogueView, type Callers } from '../caller';
import { retryAfterOf } from '../error-masking';
import type { GatewayContext } from '../gateway-context';
import type { SessionCache } from '../session-cache';
import { jsonBody } from './json-body';
import type { RateLimits } from '../limits/rate-limits';
import type { ReplyCache } from './reply-cache';
import type { CookieJar, RestAnswer, TableRoute } from './route';

/** A path segment (a film's id, a profile's) longer than this is no route's: passed on, to a 404. */
const MAX_PARAM_LENGTH = 1_000;
const SERVER_FAULT = 'Something went wrong on our side. Please try again.';
const RETRY_AFTER_SECONDS = '5';

/** A cookie lasts as long as its session may: the server ends it sooner when it sits idle. */
function cookieJar(res: Response, secure: boolean): CookieJar {
  const base = { httpOnly: true, sameSite: 'lax', secure, path: '/' } as const;
  return {
    startViewerSession: (id) =>
      res.cookie(VIEWER_SESSION_COOKIE, id, { ...base, maxAge: VIEWER_SESSION_LIFETIME_SECONDS * 1000 }),
    endViewerSession: () => res.clearCookie(VIEWER_SESSION_COOKIE, base),
    startAdminSession: (id) =>
      res.cookie(ADMIN_SESSION_COOKIE, id, { ...base, maxAge: ADMIN_SESSION_LIFETIME_SECONDS * 1000 }),
    endAdminSession: () => res.clearCookie(ADMIN_SESSION_COOKIE, base),
  };
}

/** A subgraph's coded error keeps its message and gets its status; anything else is our fault. */
function statusOf(error: GraphQLFormattedError): { status: number; message: string } {
  const code = error.extensions?.code;
  if (isErrorCode(code)) return { status: ERROR_STATUS[code], message: error.message };
  return { status: 500, message: SERVER_FAULT };
}

/** JSON bodies that fail to parse or are too large get a 4xx with a message, never an HTML page. */

const INVALID = Symbol('invalid');

/** Nothing sent at all: fine for a route whose body may be left out. */
const sentNoBody = (req: Request) =>
  req.headers['transfer-encoding'] === undefined && Number(req.headers['content-length'] ?? 0) === 0;

/** The route's body, validated; on failure the 4xx is sent and INVALID returned. */
function validBody(route: TableRoute, req: Request, res: Response): unknown {
  if (!route.body) return undefined;
  if (sentNoBody(req) && route.body.safeParse(undefined).success) return route.body.parse(undefined);
  if (!req.is('application/json')) {
    res.status(415).json({ message: 'Request body must be JSON (Content-Type: application/json)' });
    return INVALID;
  }
  const parsed = route.body.safeParse(req.body);
  if (!parsed.success) {
    res.status(400).json({ message: parsed.error.issues[0]?.message ?? 'Invalid request' });
    return INVALID;
  }
  return parsed.data;
}

/** Every route's view where the catalogue plays no part: the route shows no film. */
const EVERY_VIEW: CatalogueView = { level: EVERY_RATING, visitor: false };

/**
 * What a visitor gets of a catalogue route's answer (one kept or answered per view): no video host
 * ids, also in the gateway's own copies. The subgraphs' answers come without them already.
 */
const visitorAnswer = (reply: RestAnswer): RestAnswer => ({ ...reply, body: forVisitor(reply.body) });

function send(res: Response, reply: RestAnswer): void {
  if (reply.headers) res.set(reply.headers);
  if (reply.body === undefined) return void res.status(reply.status).end();
  res.status(reply.status).json(reply.body);
}

/**
 * Serves each route of the table by running its GraphQL operation on the gateway's own supergraph
 * (or its own read models), mounted on the app as it is (its paths are whole, `/api/...`); a path
 * not in the table passes on. The route is found in one lookup of a radix tree (find-my-way) rather
 * than by trying each of the table's 60 paths in turn, which Express does: that walk was a fifth of
 * the gateway's time answering a film. As Express would, it matches case-insensitively, with or
 * without a trailing slash, and answers HEAD as GET.
 */
export function restRouter(options: {
  routes: TableRoute[];
  /** What runs before a route's handler (its rate limits). */
  before: RateLimits['restPath'];
  apollo: ApolloServer<GatewayContext>;
  secureCookies: boolean;
  logger: Logger;
  replyCaches: Record<NonNullable<TableRoute['cache']>, ReplyCache>;
  sessionCache: SessionCache;
  callers: Callers;
  /** Told of a member whose write (a route that `changesMember`) went through. */
  memberWrote: (userId: string) => void;
}): RequestHandler {
  const { apollo, callers, logger, replyCaches, sessionCache } = options;
  const table = FindMyWay({ caseSensitive: false, ignoreTrailingSlash: true, maxParamLength: MAX_PARAM_LENGTH });

  for (const route of options.routes) {
    // Each route's own chain: its limits, its body read, then the handler (the params are the lookup's).
    const chain = Router({ mergeParams: true });
    const named = { path: route.path };
    table.on(route.method.toUpperCase() as HTTPMethod, route.path, () => undefined, { chain, named });
    chain.use(...options.before(route.method, route.path), ...jsonBody, async (req: Request, res: Response) => {
      const requestId = requestIdOf(req);
      const replyCache = route.cache && replyCaches[route.cache];
      // What the catalogue shows depends on the session's maturity level, and on whether anyone is
      // signed in at all (a visitor is shown no video host ids): kept and answered per view.
      const view: CatalogueView =
        replyCache || ('local' in route && route.local) ? await callers.viewOf(req) : EVERY_VIEW;
      const variant = variantOf(view);
      if (replyCache && replyCache.sendCached(req, res, variant)) return;
      const begun = replyCache ? replyCache.begin() : null;
      try {
        if ('perform' in route) {
          const viewer = await sessionCache.resolveViewerSession(viewerSessionOf(req));
          const body = validBody(route, req, res);
          if (body === INVALID) return;
          return void send(res, await route.perform(body, viewer));
        }
        const local = route.local?.({ params: req.params as Record<string, string>, level: view.level });
        if (local) return void send(res, view.visitor ? visitorAnswer(local) : local);
        if (route.memberLocal) {
          const memberLocal = route.memberLocal(await sessionCache.resolveViewerSession(viewerSessionOf(req)));
          if (memberLocal) return void send(res, memberLocal);
        }
        const caller = await callers.resolve(req, 'rest', requestId);
        if (route.requires === 'admin' && !caller.adminSessionId) {
          res
            .status(caller.userId ? 403 : 401)
            .json({ message: caller.userId ? 'Admin access required' : 'Admin sign-in required' });
          return;
        }
        // The account's own paths are not a Kids profile's (its subgraphs refuse it again).
        if (route.session === 'account' && caller.isKids) {
          res.status(403).json({ message: KIDS_REFUSED });
          return;
        }
        const body = validBody(route, req, res);
        if (body === INVALID) return;
        let query: Record<string, unknown> = req.query;
        if (route.query) {
          const parsed = route.query.safeParse(req.query);
          if (!parsed.success) {
            res.status(400).json({ message: parsed.error.issues[0]?.message ?? 'Invalid request' });
            return;
          }
          query = parsed.data as Record<string, unknown>;
        }
        let data: Record<string, unknown> = {};
        if (route.operation) {
          const response = await apollo.executeOperation(
            {
              query: route.operation,
              variables: route.variables?.(body, { params: req.params as Record<string, string>, query }),
            },
            { contextValue: { caller } },
          );
          if (response.body.kind !== 'single') throw new Error('REST operations must not stream');
          const { errors, data: result } = response.body.singleResult;
          const first = errors?.[0];
          if (first) {
            const { status, message } = statusOf(first);
            if (status >= 500) logger.error({ requestId, errors, path: route.path }, 'REST operation failed');
            // Away or slow (503, 504): a client may try again shortly.
            if (status === 503 || status === 504) res.setHeader('retry-after', RETRY_AFTER_SECONDS);
            const retryAfter = retryAfterOf(first);
            if (retryAfter) res.setHeader('retry-after', retryAfter);
            res.status(status).json({ message });
            return;
          }
          data = result ?? {};
          if (route.changesMember && caller.userId) options.memberWrote(caller.userId);
        }
        const answered = route.respond(data, cookieJar(res, options.secureCookies));
        const reply = view.visitor && 'body' in answered ? visitorAnswer(answered) : answered;
        if ('redirect' in reply) return void res.redirect(302, reply.redirect);
        if (replyCache && reply.status === 200) return void replyCache.store(req, res, begun, reply, variant);
        send(res, reply);
      } catch (error) {
        logger.error({ err: error, requestId, path: route.path }, 'REST route failed');
        res.status(500).json({ message: SERVER_FAULT });
      }
    });
  }
  return (req, res, next) => {
    const found = table.find((req.method === 'HEAD' ? 'GET' : req.method) as HTTPMethod, req.path);
    if (!found) return next();
    const { chain, named } = found.store as { chain: Router; named: { path: string } };
    req.params = found.params as Record<string, string>;
    // The route's pattern, as Express names the route it matched (the access log's and metrics' label).
    req.route = named;
    chain(req, res, next);
  };
}

/** Every /api path the table and the rest do not serve. */
export const noSuchApiPath: RequestHandler = (_req, res) => {
  res.status(404).json({ message: 'No such API path' });
};
