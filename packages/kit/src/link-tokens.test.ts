import { linkTokenDigest, newLinkToken, openLinkToken, sealLinkToken } from './link-tokens';

const SECRET = 'a-secret-shared-by-every-service-0123456789';

describe('link tokens', () => {
  it('makes 32-byte tokens and stores only their digest', () => {
    const { token, digest } = newLinkToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(digest).toBe(linkTokenDigest(token));
    expect(digest).not.toContain(token);
    expect(newLinkToken().token).not.toBe(token);
  });

  it('opens what it sealed, and the sealed form does not hold the token', () => {
    const { token } = newLinkToken();
    const sealed = sealLinkToken(token, SECRET);
    expect(sealed).not.toContain(token);
    expect(openLinkToken(sealed, SECRET)).toBe(token);
  });

  it('refuses a seal made under another secret or altered', () => {
    const sealed = sealLinkToken(newLinkToken().token, SECRET);
    expect(() => openLinkToken(sealed, `${SECRET}!`)).toThrow();
    const altered = Buffer.from(sealed, 'base64url');
    altered[altered.length - 1]! ^= 1;
    expect(() => openLinkToken(altered.toString('base64url'), SECRET)).toThrow();
  });
});
