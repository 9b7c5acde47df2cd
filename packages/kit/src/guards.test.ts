import { KIDS_REFUSED, requireAccountHolder, requireViewer, viewerProfileOf } from './guards';
import type { UserContext } from './user-context';

const signedIn: UserContext = {
  userId: 'u1',
  profileId: 'p1',
  maturityLevel: '13+',
  isKids: false,
  visitor: false,
  isAdmin: false,
  sessionId: 's1',
  adminSessionId: null,
  channel: 'graphql',
  ip: '127.0.0.1',
  userAgent: '',
  requestId: 'r1',
  audience: 'viewing',
  digest: 'd',
  expiresAt: 1,
  issuer: 'gateway',
  nonce: 'n1',
};

describe('the viewer of a request', () => {
  it("is the session's profile, or the member's first (their own id) for a context from before profiles", () => {
    expect(requireViewer(signedIn)).toEqual({ userId: 'u1', profileId: 'p1' });
    expect(viewerProfileOf(signedIn)).toBe('p1');
    expect(requireViewer({ ...signedIn, profileId: null })).toEqual({ userId: 'u1', profileId: 'u1' });
    expect(viewerProfileOf({ ...signedIn, profileId: null })).toBe('u1');
  });

  it('is nobody when signed out: null, or a refusal where a viewer is required', () => {
    const signedOut = { ...signedIn, userId: null, profileId: null, sessionId: null };
    expect(viewerProfileOf(signedOut)).toBeNull();
    expect(() => requireViewer(signedOut)).toThrow('Unauthorized');
  });
});

describe('the account holder of a request', () => {
  it('is the signed-in member on a grown-up profile; a Kids profile is refused, and nobody signed out', () => {
    expect(requireAccountHolder(signedIn)).toBe('u1');
    expect(() => requireAccountHolder({ ...signedIn, maturityLevel: '7+', isKids: true })).toThrow(KIDS_REFUSED);
    expect(() => requireAccountHolder({ ...signedIn, userId: null, profileId: null })).toThrow('Unauthorized');
  });
});
