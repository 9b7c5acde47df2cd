import {
  contextKey,
  createReplayGuard,
  deriveContextKey,
  signUserContext,
  verifyUserContext,
  type ContextKey,
  type ContextTarget,
  type UnsignedUserContext,
} from './user-context';

const gatewaySecret = 'a'.repeat(32);
/** What the gateway signs with and what each subgraph is given: the same derived key. */
const keyOf = (audience: string, secret = gatewaySecret) => contextKey(deriveContextKey(secret, audience));
const catalogueKey = keyOf('catalogue');
const caller: UnsignedUserContext = {
  userId: 'u1',
  profileId: 'p1',
  maturityLevel: '13+',
  isKids: false,
  visitor: false,
  sessionId: 's1',
  adminSessionId: 'a1',
  channel: 'graphql',
  ip: '127.0.0.1',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64)',
  requestId: 'r1',
};
const request = { audience: 'catalogue', query: 'query ($id: ID!) { video(id: $id) { id } }', variables: { id: 'v1' } };
const verify = (
  header: string | undefined,
  keys: readonly ContextKey[],
  target: ContextTarget = request,
  now?: number,
) => verifyUserContext(header, keys, target, createReplayGuard(), now);

describe('user context', () => {
  it('is good for the request it was signed for, without the session ids and the browser', () => {
    expect(verify(signUserContext(caller, request, catalogueKey, 1_000), [catalogueKey], request, 2_000)).toEqual({
      userId: 'u1',
      profileId: 'p1',
      maturityLevel: '13+',
      isKids: false,
      visitor: false,
      isAdmin: true,
      sessionId: null,
      adminSessionId: null,
      channel: 'graphql',
      ip: '127.0.0.1',
      userAgent: '',
      requestId: 'r1',
      audience: 'catalogue',
      digest: expect.any(String),
      expiresAt: 6_000,
      issuer: 'gateway',
      nonce: expect.any(String),
    });
  });

  it('carries the session ids and the browser to identity alone', () => {
    const toIdentity = { ...request, audience: 'identity' };
    const identityKey = keyOf('identity');
    expect(verify(signUserContext(caller, toIdentity, identityKey), [identityKey], toIdentity)).toMatchObject({
      sessionId: 's1',
      adminSessionId: 'a1',
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64)',
    });
  });

  it('refuses it for another subgraph, another query, other variables, or once expired', () => {
    const header = signUserContext(caller, request, catalogueKey, 1_000);
    expect(verify(header, [catalogueKey], { ...request, audience: 'billing' }, 2_000)).toBeNull();
    expect(verify(header, [catalogueKey], { ...request, query: '{ me { id } }' }, 2_000)).toBeNull();
    expect(verify(header, [catalogueKey], { ...request, variables: { id: 'v2' } }, 2_000)).toBeNull();
    expect(verify(header, [catalogueKey], request, 7_000)).toBeNull();
  });

  it("refuses a context signed with another subgraph's key, though it names this subgraph", () => {
    // Billing holds its own key: with it, it can sign nothing catalogue takes.
    const byBilling = signUserContext(caller, request, keyOf('billing'));
    expect(verify(byBilling, [catalogueKey], request)).toBeNull();
    // Nor can a key's id be borrowed: the id picks the key, the signature must still match it.
    const [, payload, signature] = byBilling.split('.');
    expect(verify(`${catalogueKey.id}.${payload}.${signature}`, [catalogueKey], request)).toBeNull();
  });

  it('derives a different key for every subgraph and from every gateway secret', () => {
    const keys = ['identity', 'catalogue', 'billing', 'viewing', 'commissions', 'notifications'].map((audience) =>
      deriveContextKey(gatewaySecret, audience),
    );
    expect(new Set(keys).size).toBe(6);
    expect(deriveContextKey('b'.repeat(32), 'catalogue')).not.toBe(deriveContextKey(gatewaySecret, 'catalogue'));
    expect(deriveContextKey(gatewaySecret, 'billing', 'commissions')).not.toBe(keys[2]);
  });

  it('refuses a replayed context, on the replica that saw it, while it could still be used', () => {
    const replays = createReplayGuard();
    const header = signUserContext(caller, request, catalogueKey, 1_000);
    expect(verifyUserContext(header, [catalogueKey], request, replays, 2_000)).toMatchObject({ userId: 'u1' });
    expect(verifyUserContext(header, [catalogueKey], request, replays, 2_500)).toBeNull();
    // The same request signed again is another context, with a nonce of its own.
    const again = signUserContext(caller, request, catalogueKey, 1_000);
    expect(verifyUserContext(again, [catalogueKey], request, replays, 3_000)).toMatchObject({ userId: 'u1' });
  });

  it('takes a service-to-service context as that service’s word: a member, never the administrator or a session', () => {
    const commissionsKey = contextKey(deriveContextKey(gatewaySecret, 'billing', 'commissions'), 'commissions');
    const toBilling = { ...request, audience: 'billing' };
    const plain = { ...caller, adminSessionId: null, sessionId: null };
    const billingKeys = [keyOf('billing'), commissionsKey];
    expect(verify(signUserContext(plain, toBilling, commissionsKey), billingKeys, toBilling)).toMatchObject({
      userId: 'u1',
      issuer: 'commissions',
      isAdmin: false,
    });
    expect(verify(signUserContext(caller, toBilling, commissionsKey), billingKeys, toBilling)).toBeNull();
    expect(
      verify(signUserContext({ ...plain, channel: 'rest' }, toBilling, commissionsKey), billingKeys, toBilling),
    ).toBeNull();
    // Commissions' key claiming to be the gateway's: refused.
    const claimsGateway = signUserContext(caller, toBilling, { ...commissionsKey, issuer: 'gateway' });
    expect(verify(claimsGateway, billingKeys, toBilling)).toBeNull();
  });

  it('takes a key limited to its call for that document alone', () => {
    const lookup = { audience: 'billing', query: 'query { payment(id: "p") { status } }' };
    const other = { audience: 'billing', query: 'mutation { getOrCreateSubscription { clientSecret } }' };
    const limited = contextKey(deriveContextKey(gatewaySecret, 'billing', 'commissions'), 'commissions', [
      lookup.query,
    ]);
    const plain = { ...caller, adminSessionId: null, sessionId: null };
    expect(verify(signUserContext(plain, lookup, limited), [limited], lookup)).toMatchObject({ userId: 'u1' });
    expect(verify(signUserContext(plain, other, limited), [limited], other)).toBeNull();
  });

  it('accepts, during a rotation, a context signed with either key, and neither after it', () => {
    const next = keyOf('catalogue', 'n'.repeat(32));
    const byOld = signUserContext(caller, request, catalogueKey, 1_000);
    const byNew = signUserContext(caller, request, next, 1_000);
    // Every process accepts both before any signs with the new one, then the old one goes.
    expect(verify(byOld, [catalogueKey, next], request, 2_000)).toMatchObject({ userId: 'u1' });
    expect(verify(byNew, [catalogueKey, next], request, 2_000)).toMatchObject({ userId: 'u1' });
    expect(verify(byOld, [next], request, 2_000)).toBeNull();
    expect(verify(byNew, [next], request, 2_000)).toMatchObject({ userId: 'u1' });
  });

  it('refuses a context whose payload was changed', () => {
    const [keyId, payload, signature] = signUserContext(caller, request, catalogueKey).split('.');
    const changed = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...changed, userId: 'someone-else' })).toString('base64url');
    expect(verify(`${keyId}.${forged}.${signature}`, [catalogueKey], request)).toBeNull();
  });

  it('refuses a missing or malformed header', () => {
    expect(verify(undefined, [catalogueKey], request)).toBeNull();
    expect(verify('garbage', [catalogueKey], request)).toBeNull();
    expect(verify(`${catalogueKey.id}.garbage`, [catalogueKey], request)).toBeNull();
  });
});

describe('the replay guard', () => {
  it('remembers a nonce for a lifetime at least, and forgets it after two', () => {
    const guard = createReplayGuard(5_000);
    const start = Date.now();
    expect(guard.firstUse('n1', start + 4_900)).toBe(true);
    expect(guard.firstUse('n1', start + 5_100)).toBe(false);
    expect(guard.firstUse('n1', start + 9_800)).toBe(false);
    expect(guard.firstUse('n1', start + 15_200)).toBe(true);
  });
});
