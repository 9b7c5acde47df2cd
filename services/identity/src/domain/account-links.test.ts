import { issueLink, LINK_LIFETIME_MS, linkUsable } from './account-links';
import type { User } from './user';
import { firstProfile } from './profiles';

const now = new Date('2026-11-24T10:00:00.000Z');
const later = (ms: number) => new Date(now.getTime() + ms);
const member: User = {
  id: 'u1',
  email: 'ann@example.com',
  passwordHash: 'scrypt$16384$8$1$salt$hash',
  firstName: 'Ann',
  lastName: 'Lee',
  createdAt: now,
  emailVerified: false,
  pendingEmail: null,
  profiles: [firstProfile({ id: 'u1', firstName: 'Ann' })],
  revision: 0,
};

describe('account links', () => {
  it('works for its purpose and member until it expires', () => {
    const link = issueLink('reset', member, { digest: 'd', now });
    expect(link.expiresAt).toEqual(later(30 * 60_000));
    expect(linkUsable(link, 'reset', member, later(LINK_LIFETIME_MS.reset - 1), 'd')).toBe(true);
    expect(linkUsable(link, 'reset', member, later(LINK_LIFETIME_MS.reset), 'd')).toBe(false);
    expect(linkUsable(link, 'verify', member, now)).toBe(false);
    expect(linkUsable(link, 'reset', { ...member, id: 'u2' }, now, 'd')).toBe(false);
    expect(linkUsable(null, 'reset', member, now, 'd')).toBe(false);
    expect(linkUsable(link, 'reset', null, now, 'd')).toBe(false);
  });

  it('dies with the password and the address a reset link was issued for, whichever way they changed', () => {
    const link = issueLink('reset', member, { digest: 'd', now });
    expect(link.stamp).not.toContain(member.passwordHash);
    expect(link.stamp).not.toContain(member.email);
    expect(linkUsable(link, 'reset', { ...member, passwordHash: 'scrypt$other' }, now, 'd')).toBe(false);
    expect(linkUsable(link, 'reset', { ...member, email: 'ann@elsewhere.example' }, now, 'd')).toBe(false);
    expect(linkUsable(link, 'reset', { ...member, firstName: 'Anne' }, now, 'd')).toBe(true);
  });

  it('works as a reset link only while it is the newest mailed to the member', () => {
    const first = issueLink('reset', member, { digest: 'd1', now });
    const second = issueLink('reset', member, { digest: 'd2', now: later(60_000) });
    expect(linkUsable(first, 'reset', member, later(60_000), 'd2')).toBe(false);
    expect(linkUsable(second, 'reset', member, later(60_000), 'd2')).toBe(true);
    expect(linkUsable(second, 'reset', member, later(60_000), null)).toBe(false);
  });

  it('dies with the address a verification or email-change link was issued for', () => {
    const verify = issueLink('verify', member, { digest: 'd', now });
    const change = issueLink('email-change', member, { digest: 'e', now, newEmail: 'new@example.com' });
    expect(change.newEmail).toBe('new@example.com');
    const moved = { ...member, email: 'other@example.com' };
    expect(linkUsable(verify, 'verify', member, now)).toBe(true);
    expect(linkUsable(verify, 'verify', moved, now)).toBe(false);
    expect(linkUsable(change, 'email-change', moved, now)).toBe(false);
  });
});
