import { signUserContext, verifyUserContext, type UnsignedUserContext } from './user-context';

const secret = 'a'.repeat(32);
const caller: UnsignedUserContext = {
  userId: 'u1',
  sessionId: 's1',
  adminSessionId: null,
  channel: 'graphql',
  ip: '127.0.0.1',
  requestId: 'r1',
};

describe('user context', () => {
  it('round-trips a signed context', () => {
    expect(verifyUserContext(signUserContext(caller, secret, 1_000), secret, 2_000)).toEqual({
      ...caller,
      expiresAt: 31_000,
    });
  });

  it('refuses a context signed with another secret', () => {
    expect(verifyUserContext(signUserContext(caller, 'b'.repeat(32)), secret)).toBeNull();
  });

  it('refuses a context whose payload was changed', () => {
    const [, signature] = signUserContext(caller, secret).split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...caller, userId: 'someone-else', expiresAt: Date.now() + 10_000 }),
    ).toString('base64url');
    expect(verifyUserContext(`${forged}.${signature}`, secret)).toBeNull();
  });

  it('refuses an expired context', () => {
    expect(verifyUserContext(signUserContext(caller, secret, 0), secret, 60_000)).toBeNull();
  });

  it('refuses a missing or malformed header', () => {
    expect(verifyUserContext(undefined, secret)).toBeNull();
    expect(verifyUserContext('garbage', secret)).toBeNull();
  });
});
