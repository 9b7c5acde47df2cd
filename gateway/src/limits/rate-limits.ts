import { addressNetwork, requestIdOf, securityEvent, type Logger } from '@cinevia/service-kit';
import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
import { createHash } from 'node:crypto';
import { GraphQLError } from 'graphql';
import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { jsonBody } from '../rest/json-body';
import { RATE_LIMITS, REST_PATH_LIMITS, type RateLimit, type RateLimitName } from './limits';

/**
 * Redis keys: `rate-limit:<limit name>:<ip:address | member:id | email:digest>` → points used,
 * expiring with the window (an email is kept as its SHA-256 digest, not in clear).
 */
const KEY_PREFIX = 'rate-limit';

export type Refusal = { retryAfterSeconds: number; message: string };

/** Counts `points` for `key`; a Refusal when over the limit, null when allowed. */
export type Consume = (key: string, points?: number) => Promise<Refusal | null>;

export interface RateLimits {
  /**
   * What runs before a REST path's handler: its limits of REST_PATH_LIMITS (none: an empty list),
   * the path as the table writes it (`/api/search`).
   */
  restPath: (method: string, path: string) => (RequestHandler | ErrorRequestHandler)[];
  /** Before everything on /graphql: requests per member, or per address when signed out. */
  graphqlRequests: RequestHandler;
  /** Each `searchVideos` of a GraphQL operation counts as a search of its caller (member, or address). */
  searchFields: (
    caller: { userId: string | null; ip: string; requestId: string },
    count: number,
  ) => Promise<Refusal | null>;
  /** Bytes the speed test is about to send to an address. */
  speedTestBytes: (ip: string, bytes: number) => Promise<Refusal | null>;
}

export function retryAfter(res: Response, refusal: Refusal): void {
  res.set('Retry-After', String(refusal.retryAfterSeconds));
}

/** A 429 with Retry-After and the limit's message. */
export function refuse(res: Response, refusal: Refusal): void {
  retryAfter(res, refusal);
  res.status(429).json({ message: refusal.message });
}

/** The GraphQL form: an error coded RATE_LIMITED, answered with HTTP 429 and Retry-After. */
export function rateLimitedError(refusal: Refusal): GraphQLError {
  return new GraphQLError(refusal.message, {
    extensions: {
      code: 'RATE_LIMITED',
      http: { status: 429, headers: new Map([['retry-after', String(refusal.retryAfterSeconds)]]) },
    },
  });
}

function limiter(redis: Redis, name: RateLimitName, limit: RateLimit, logger: Logger): Consume {
  const counterOf = (points: number) =>
    new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: `${KEY_PREFIX}:${name}`,
      points,
      duration: limit.windowSeconds,
    });
  const counter = counterOf(limit.points);
  const signedOut = limit.signedOutPoints === undefined ? counter : counterOf(limit.signedOutPoints);
  return async (key, points = 1) => {
    try {
      await (key.startsWith('ip:') ? signedOut : counter).consume(key, points);
      return null;
    } catch (error) {
      if (error instanceof RateLimiterRes) {
        return { retryAfterSeconds: Math.max(1, Math.ceil(error.msBeforeNext / 1000)), message: limit.message };
      }
      // Redis away: sessions fail with it anyway; a limit must not turn that into a refusal of its own.
      logger.warn({ err: error, limit: name }, 'rate limit not checked');
      return null;
    }
  };
}

const allow = async (): Promise<null> => null;
const pass: RequestHandler = (_req, _res, next) => next();

/** The limits off (RATE_LIMITS=off: the benchmarks and the contract tests' stack). */
export function noRateLimits(): RateLimits {
  return { restPath: () => [], graphqlRequests: pass, searchFields: allow, speedTestBytes: allow };
}

/** A signed-out caller is counted by its address's network (an IPv6 /64 as one). */
const ipKey = (req: Request) => `ip:${addressNetwork(req.ip ?? 'unknown')}`;

/** The body's email as accounts compare it; null when there is none (the route's validation answers). */
function emailKey(req: Request): string | null {
  const email = (req.body as { email?: unknown } | undefined)?.email;
  if (typeof email !== 'string' || email.trim() === '') return null;
  return `email:${createHash('sha256').update(email.trim().toLowerCase()).digest('hex')}`;
}

/**
 * Every limit of RATE_LIMITS, counted in Redis so all gateway replicas share them. `memberOf`
 * names the signed-in member of a request (null when signed out: counted by address then).
 */
export function createRateLimits(options: {
  redis: Redis;
  logger: Logger;
  memberOf: (req: Request) => Promise<string | null>;
}): RateLimits {
  const { redis, logger, memberOf } = options;
  const consume = Object.fromEntries(
    Object.entries(RATE_LIMITS).map(([name, limit]) => [name, limiter(redis, name as RateLimitName, limit, logger)]),
  ) as Record<RateLimitName, Consume>;

  /** A refusal, logged and counted (the key names a member, an address's network or an email's digest). */
  const limited = (req: Request, limit: RateLimitName, key: string) =>
    securityEvent(logger, 'rate-limited', { limit, key, requestId: requestIdOf(req) });

  async function keyOf(req: Request, per: RateLimit['per']): Promise<string | null> {
    if (per === 'email') return emailKey(req);
    const member = per === 'member' ? await memberOf(req) : null;
    return member ? `member:${member}` : ipKey(req);
  }

  function restPath(method: string, path: string): (RequestHandler | ErrorRequestHandler)[] {
    const names = REST_PATH_LIMITS[`${method.toUpperCase()} ${path}`];
    if (!names) return [];
    const byEmail = names.some((name) => RATE_LIMITS[name].per === 'email');
    const counted: RequestHandler = async (req, res, next) => {
      for (const name of names) {
        const key = await keyOf(req, RATE_LIMITS[name].per);
        const refusal = key ? await consume[name](key) : null;
        if (refusal) {
          limited(req, name, key!);
          return refuse(res, refusal);
        }
      }
      next();
    };
    return byEmail ? [...jsonBody, counted] : [counted];
  }

  return {
    restPath,
    async graphqlRequests(req, res, next) {
      const key = (await keyOf(req, 'member')) ?? ipKey(req);
      const refusal = await consume.graphql(key);
      if (!refusal) return next();
      limited(req, 'graphql', key);
      retryAfter(res, refusal);
      res.status(429).json({ errors: [{ message: refusal.message, extensions: { code: 'RATE_LIMITED' } }] });
    },
    async searchFields(caller, count) {
      const key = caller.userId ? `member:${caller.userId}` : `ip:${addressNetwork(caller.ip)}`;
      const refusal = await consume.search(key, count);
      if (refusal) securityEvent(logger, 'rate-limited', { limit: 'search', key, requestId: caller.requestId });
      return refusal;
    },
    speedTestBytes: (ip, bytes) => consume.speedTestBytes(`ip:${addressNetwork(ip)}`, bytes),
  };
}
