import { createHmac, hash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { MATURITY_RATINGS, type MaturityRating } from '@cinevia/proto';

/**
 * The gateway resolves cookies into a caller and signs, for each subgraph request, a context good
 * for that request alone: the subgraph it is meant for (`audience`), a digest of what it asks (the
 * query and its variables) and a lifetime of a few seconds. Subgraphs trust nothing else, and refuse
 * a context signed for another subgraph, another request or expired: one captured on the internal
 * network can be replayed for nothing but the very same request, within seconds. Session ids travel
 * only to identity, the one subgraph that needs them (sign-out, password change); the others learn
 * only who the member is and whether the administrator is signed in.
 */
export const USER_CONTEXT_HEADER = 'x-cinevia-context';
const LIFETIME_MS = 5_000;
/** The subgraph that ends and replaces sessions, so the one that receives their ids. */
export const SESSION_HOLDER = 'identity';

/** What the gateway knows of a caller once their cookies are resolved. */
export interface UnsignedUserContext {
  userId: string | null;
  /** The profile the member's session watches as (null signed out), and the highest rating it may see. */
  profileId: string | null;
  maturityLevel: MaturityRating;
  /** A Kids profile watches and keeps a list; the account's settings, payments and requests are not its. */
  isKids: boolean;
  sessionId: string | null;
  adminSessionId: string | null;
  /** 'rest' marks the gateway's own REST layer, the only caller allowed to receive session ids. */
  channel: 'rest' | 'graphql';
  ip: string;
  requestId: string;
}

const userContextSchema = z.object({
  userId: z.string().nullable(),
  profileId: z.string().nullable(),
  maturityLevel: z.enum(MATURITY_RATINGS),
  // A gateway from before Kids sessions were marked signs none: read as a grown-up profile.
  isKids: z.boolean().default(false),
  isAdmin: z.boolean(),
  sessionId: z.string().nullable(),
  adminSessionId: z.string().nullable(),
  channel: z.enum(['rest', 'graphql']),
  ip: z.string(),
  requestId: z.string(),
  audience: z.string(),
  digest: z.string(),
  expiresAt: z.number(),
});
/** What a subgraph's resolvers see of the caller. */
export type UserContext = z.infer<typeof userContextSchema>;

/** The one request a context is good for. */
export interface ContextTarget {
  /** The subgraph's name. */
  audience: string;
  query: string;
  variables?: unknown;
}

function digestOf(target: ContextTarget): string {
  // One-shot: a Hash object per request costs more than the hashing of a short query.
  return hash('sha256', `${target.query}\0${JSON.stringify(target.variables ?? null)}`, 'base64url');
}

function signature(payload: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(payload).digest();
}

export function signUserContext(
  caller: UnsignedUserContext,
  target: ContextTarget,
  secret: string,
  now = Date.now(),
): string {
  const holder = target.audience === SESSION_HOLDER;
  const context: UserContext = {
    userId: caller.userId,
    profileId: caller.profileId,
    maturityLevel: caller.maturityLevel,
    isKids: caller.isKids,
    isAdmin: caller.adminSessionId !== null,
    sessionId: holder ? caller.sessionId : null,
    adminSessionId: holder ? caller.adminSessionId : null,
    channel: caller.channel,
    ip: caller.ip,
    requestId: caller.requestId,
    audience: target.audience,
    digest: digestOf(target),
    expiresAt: now + LIFETIME_MS,
  };
  const payload = Buffer.from(JSON.stringify(context)).toString('base64url');
  return `${payload}.${signature(payload, secret).toString('base64url')}`;
}

/**
 * The context, if the header was signed with one of our secrets for this very request and is still
 * fresh. More than one secret is accepted only during a rotation (README, "Rotating secrets").
 */
export function verifyUserContext(
  header: string | undefined,
  secrets: readonly string[],
  request: ContextTarget,
  now = Date.now(),
): UserContext | null {
  if (!header) return null;
  const [payload, given] = header.split('.');
  if (!payload || !given) return null;
  const received = Buffer.from(given, 'base64url');
  const signedByUs = secrets.some((secret) => {
    const expected = signature(payload, secret);
    return received.length === expected.length && timingSafeEqual(received, expected);
  });
  if (!signedByUs) return null;
  try {
    const parsed = userContextSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
    if (!parsed.success) return null;
    const context = parsed.data;
    const fresh = context.expiresAt >= now;
    return fresh && context.audience === request.audience && context.digest === digestOf(request) ? context : null;
  } catch {
    return null;
  }
}
