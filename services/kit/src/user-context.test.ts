import { signUserContext, verifyUserContext, type UnsignedUserContext } from './user-context';

const secret = 'a'.repeat(32);
const caller: UnsignedUserContext = {
  userId: 'u1',
  profileId: 'p1',
  maturityLevel: '13+',
  isKids: false,
  sessionId: 's1',
  adminSessionId: 'a1',
  channel: 'graphql',
  ip: '127.0.0.1',
  requestId: 'r1',
};
const request = { audience: 'catalogue', query: 'query ($id: ID!) { video(id: $id) { id } }', variables: { id: 'v1' } };

describe('user context', () => {
  it('is good for the request it was signed for, without the session ids', () => {
    expect(verifyUserContext(signUserContext(caller, request, secret, 1_000), [secret], request, 2_000)).toEqual({
      userId: 'u1',
      profileId: 'p1',
      maturityLevel: '13+',
      isKids: false,
      isAdmin: true,
      sessionId: null,
      adminSessionId: null,
      channel: 'graphql',
      ip: '127.0.0.1',
      requestId: 'r1',
      audience: 'catalogue',
      digest: expect.any(String),
      expiresAt: 6_000,
    });
  });

  it('carries the session ids to identity alone', () => {
    const toIdentity = { ...request, audience: 'identity' };
    expect(verifyUserContext(signUserContext(caller, toIdentity, secret), [secret], toIdentity)).toMatchObject({
      sessionId: 's1',
      adminSessionId: 'a1',
    });
  });

  it('refuses it for another subgraph, another query, other variables, or once expired', () => {
    const header = signUserContext(caller, request, secret, 1_000);
    expect(verifyUserContext(header, [secret], { ...request, audience: 'billing' }, 2_000)).toBeNull();
    expect(verifyUserContext(header, [secret], { ...request, query: '{ me { id } }' }, 2_000)).toBeNull();
    expect(verifyUserContext(header, [secret], { ...request, variables: { id: 'v2' } }, 2_000)).toBeNull();
    expect(verifyUserContext(header, [secret], request, 7_000)).toBeNull();
  });

  it('refuses a context signed with another secret', () => {
    expect(verifyUserContext(signUserContext(caller, request, 'b'.repeat(32)), [secret], request)).toBeNull();
  });

  it('accepts, during a rotation, a context signed with either secret, and neither after it', () => {
    const next = 'n'.repeat(32);
    const byOld = signUserContext(caller, request, secret, 1_000);
    const byNew = signUserContext(caller, request, next, 1_000);
    // Every process accepts both before any signs with the new one, then the old one goes.
    expect(verifyUserContext(byOld, [secret, next], request, 2_000)).toMatchObject({ userId: 'u1' });
    expect(verifyUserContext(byNew, [secret, next], request, 2_000)).toMatchObject({ userId: 'u1' });
    expect(verifyUserContext(byOld, [next], request, 2_000)).toBeNull();
    expect(verifyUserContext(byNew, [next], request, 2_000)).toMatchObject({ userId: 'u1' });
  });

  it('refuses a context whose payload was changed', () => {
    const [payload, signature] = signUserContext(caller, request, secret).split('.');
    const changed = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...changed, userId: 'someone-else' })).toString('base64url');
    expect(verifyUserContext(`${forged}.${signature}`, [secret], request)).toBeNull();
  });

  it('refuses a missing or malformed header', () => {
    expect(verifyUserContext(undefined, [secret], request)).toBeNull();
    expect(verifyUserContext('garbage', [secret], request)).toBeNull();
  });
});
