import { createHmac, hash, hkdfSync, randomUUID, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { MATURITY_RATINGS, USER_AGENT_MAX, type MaturityRating } from '@cinevia/proto';

/**
 * The gateway resolves cookies into a caller and signs, for each subgraph request, a context good
 * for that request alone: the subgraph it is meant for (`audience`), a digest of what it asks (the
 * query and its variables) and a lifetime of a few seconds. Subgraphs trust nothing else, and refuse
 * a context signed for another subgraph, another request or expired: one captured on the internal
 * network can be replayed for nothing but the very same request, within seconds. Session ids travel
 * only to identity, the one subgraph that needs them (sign-out, password change); the others learn
 * only who the member is and whether the administrator is signed in.
 *
 * Keys are per audience: the gateway derives each subgraph's from its own secret, and a subgraph
 * holds only its own, so no subgraph can sign for another. The one call between services
 * (commissions asking billing about a payment) is signed with a key of that pair, and billing
 * takes it as commissions' word, never as an administrator's or with sessions, and for that one
 * query alone (a stolen commissions could not ask billing anything else). Each context
 * carries a nonce, used once: a replica refuses a context it has already seen.
 */
export const USER_CONTEXT_HEADER = 'x-cinevia-context';
const LIFETIME_MS = 5_000;
/** Who signs the contexts of browsers' requests. */
export const GATEWAY_ISSUER = 'gateway';
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
  /** Signed out (no member, no administrator): shown no title's video host id (proto's `forVisitor`). */
  visitor: boolean;
  sessionId: string | null;
  adminSessionId: string | null;
  /** 'rest' marks the gateway's own REST layer, the only caller allowed to receive session ids. */
  channel: 'rest' | 'graphql';
  ip: string;
  /** The browser's User-Agent: sent to identity alone, for the device a new session signs in on. */
  userAgent?: string;
  requestId: string;
}

const userContextSchema = z.object({
  userId: z.string().nullable(),
  profileId: z.string().nullable(),
  maturityLevel: z.enum(MATURITY_RATINGS),
  // A gateway from before Kids sessions were marked signs none: read as a grown-up profile.
  isKids: z.boolean().default(false),
  // A gateway from before visitors were marked signs none: shown as before.
  visitor: z.boolean().default(false),
  isAdmin: z.boolean(),
  sessionId: z.string().nullable(),
  adminSessionId: z.string().nullable(),
  channel: z.enum(['rest', 'graphql']),
  ip: z.string(),
  userAgent: z.string().default(''),
  requestId: z.string(),
  audience: z.string(),
  digest: z.string(),
  expiresAt: z.number(),
  issuer: z.string(),
  nonce: z.string(),
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

/** A key a context is signed or checked with, and who signs with it. */
export interface ContextKey {
  /** Public: the first bytes of the key's digest, so a rotation's two keys are told apart at once. */
  id: string;
  secret: Buffer;
  issuer: string;
  /** The only documents a service's key may sign (its one call); unset for the gateway's, which signs any. */
  onlyQueries?: readonly string[];
}

/**
 * The key `issuer` signs `audience`'s contexts with, from the issuer's secret (HKDF-SHA256): the
 * gateway holds its secret and derives every subgraph's key; a subgraph is given only its own.
 */
export function deriveContextKey(issuerSecret: string, audience: string, issuer = GATEWAY_ISSUER): string {
  const key = hkdfSync('sha256', issuerSecret, 'cinevia-user-context', `${issuer}>${audience}`, 32);
  return Buffer.from(key).toString('base64url');
}

export function contextKey(key: string, issuer = GATEWAY_ISSUER, onlyQueries?: readonly string[]): ContextKey {
  const id = hash('sha256', key, 'base64url').slice(0, 8);
  return { id, secret: Buffer.from(key), issuer, ...(onlyQueries && { onlyQueries }) };
}

function signature(payload: string, key: ContextKey): Buffer {
  return createHmac('sha256', key.secret).update(payload).digest();
}

export function signUserContext(
  caller: UnsignedUserContext,
  target: ContextTarget,
  key: ContextKey,
  now = Date.now(),
): string {
  const holder = target.audience === SESSION_HOLDER;
  const context: UserContext = {
    userId: caller.userId,
    profileId: caller.profileId,
    maturityLevel: caller.maturityLevel,
    isKids: caller.isKids,
    visitor: caller.visitor,
    isAdmin: caller.adminSessionId !== null,
    sessionId: holder ? caller.sessionId : null,
    adminSessionId: holder ? caller.adminSessionId : null,
    channel: caller.channel,
    ip: caller.ip,
    userAgent: holder ? (caller.userAgent ?? '').slice(0, USER_AGENT_MAX) : '',
    requestId: caller.requestId,
    audience: target.audience,
    digest: digestOf(target),
    expiresAt: now + LIFETIME_MS,
    issuer: key.issuer,
    nonce: randomUUID(),
  };
  const payload = Buffer.from(JSON.stringify(context)).toString('base64url');
  return `${key.id}.${payload}.${signature(payload, key).toString('base64url')}`;
}

/** The gateway's signer: each subgraph's key derived from the gateway's secret once, when first used. */
export function gatewayContextSigner(gatewaySecret: string) {
  const keys = new Map<string, ContextKey>();
  return (caller: UnsignedUserContext, target: ContextTarget, now?: number): string => {
    let key = keys.get(target.audience);
    if (!key) {
      key = contextKey(deriveContextKey(gatewaySecret, target.audience));
      keys.set(target.audience, key);
    }
    return signUserContext(caller, target, key, now);
  };
}
export type ContextSigner = ReturnType<typeof gatewayContextSigner>;

/**
 * The nonces a replica has accepted, each kept until its context has expired: two generations,
 * the older dropped once the newer is a lifetime old (a nonce added to the newer outlives it by a
 * lifetime at least, and no context lives longer).
 */
export function createReplayGuard(lifetimeMs = LIFETIME_MS) {
  let current = new Set<string>();
  let previous = new Set<string>();
  let startedAt = Date.now();
  return {
    /** True the first time a nonce is seen, false for a replay. */
    firstUse(nonce: string, now = Date.now()): boolean {
      if (now - startedAt >= lifetimeMs) {
        previous = now - startedAt >= 2 * lifetimeMs ? new Set() : current;
        current = new Set();
        startedAt = now;
      }
      if (current.has(nonce) || previous.has(nonce)) return false;
      current.add(nonce);
      return true;
    },
  };
}
export type ReplayGuard = ReturnType<typeof createReplayGuard>;

/** What a service may say when it calls another: who the member is, never more, and only in its own call. */
function withinIssuerRights(context: UserContext, key: ContextKey, query: string): boolean {
  if (key.onlyQueries && !key.onlyQueries.includes(query)) return false;
  if (context.issuer === GATEWAY_ISSUER) return true;
  return (
    !context.isAdmin && context.channel === 'graphql' && context.sessionId === null && context.adminSessionId === null
  );
}

/**
 * The context, if the header was signed with one of `keys` for this very request, by the issuer
 * the key belongs to, within that issuer's rights, is still fresh and was not seen before. More
 * than one key of an issuer is accepted only during a rotation (docs/operations/secrets.md).
 */
export function verifyUserContext(
  header: string | undefined,
  keys: readonly ContextKey[],
  request: ContextTarget,
  replays: ReplayGuard,
  now = Date.now(),
): UserContext | null {
  if (!header) return null;
  const [keyId, payload, given] = header.split('.');
  const key = keys.find((candidate) => candidate.id === keyId);
  if (!key || !payload || !given) return null;
  const received = Buffer.from(given, 'base64url');
  const expected = signature(payload, key);
  if (received.length !== expected.length || !timingSafeEqual(received, expected)) return null;
  try {
    const parsed = userContextSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
    if (!parsed.success) return null;
    const context = parsed.data;
    const meant =
      context.expiresAt >= now &&
      context.audience === request.audience &&
      context.digest === digestOf(request) &&
      context.issuer === key.issuer &&
      withinIssuerRights(context, key, request.query);
    return meant && replays.firstUse(context.nonce, now) ? context : null;
  } catch {
    return null;
  }
}
