import type { MaturityRating } from '@cinevia/proto';
import type { UnsignedUserContext, UserContext } from '@cinevia/service-kit';

/**
 * The context a subgraph's resolvers receive, for tests that run a subgraph's schema in process
 * (no gateway, so no signature to check): a member (as their first profile unless another is
 * named, a Kids one if said), the administrator, both, or a visitor.
 */
export function testCaller(who: {
  userId?: string | null;
  profileId?: string;
  maturityLevel?: MaturityRating;
  isKids?: boolean;
  admin?: boolean;
  audience: string;
}): UserContext {
  return {
    userId: who.userId ?? null,
    profileId: who.profileId ?? who.userId ?? null,
    maturityLevel: who.maturityLevel ?? '18+',
    isKids: who.isKids ?? false,
    isAdmin: who.admin ?? false,
    visitor: !who.userId && !who.admin,
    sessionId: null,
    adminSessionId: null,
    channel: 'graphql',
    ip: '127.0.0.1',
    userAgent: '',
    requestId: `test-${who.userId ?? 'visitor'}`,
    audience: who.audience,
    digest: 'test',
    expiresAt: Date.now() + 5_000,
    issuer: 'gateway',
    nonce: 'test',
  };
}

/**
 * A member as the gateway resolves one before signing (for tests that sign contexts themselves and
 * send them straight to a subgraph), with `overrides`.
 */
export function unsignedTestCaller(overrides: Partial<UnsignedUserContext> = {}): UnsignedUserContext {
  return {
    userId: 'member-1',
    profileId: 'member-1',
    maturityLevel: '18+',
    isKids: false,
    visitor: false,
    sessionId: null,
    adminSessionId: null,
    channel: 'graphql',
    ip: '127.0.0.1',
    requestId: 'direct',
    ...overrides,
  };
}
