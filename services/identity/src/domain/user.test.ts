import { identityEvents } from '@cinevia/proto';
import { changePassword, moveEmail, registerUser, requestEmailChange, verifyEmail, type User } from './user';
import { firstProfile } from './profiles';

const now = new Date('2026-03-04T05:06:07.000Z');
const meta = { now, correlationId: 'req-9' };
const link = { sealedToken: 'sealed', expiresAt: new Date('2026-03-04T05:36:07.000Z') };
const member: User = {
  id: 'u1',
  email: 'ann@example.com',
  passwordHash: 'scrypt$x',
  firstName: 'Ann',
  lastName: 'Lee',
  createdAt: now,
  emailVerified: false,
  pendingEmail: null,
  profiles: [firstProfile({ id: 'u1', firstName: 'Ann' })],
  revision: 0,
};

describe('registerUser', () => {
  it('creates the member, announces the registration and mails the welcome with its link', () => {
    const { user, events } = registerUser(
      { email: 'ann@example.com', firstName: 'Ann', lastName: 'Lee', passwordHash: 'scrypt$x' },
      { ...meta, id: 'u1', verificationLink: link },
    );
    expect(user).toEqual(member);
    expect(events).toHaveLength(2);
    const registered = identityEvents.userRegistered.parse(events[0]);
    expect(registered.correlationId).toBe('req-9');
    expect(registered.data).toEqual({
      userId: 'u1',
      email: 'ann@example.com',
      firstName: 'Ann',
      lastName: 'Lee',
      registeredAt: now.toISOString(),
    });
    expect(identityEvents.emailVerificationIssued.parse(events[1]).data).toEqual({
      userId: 'u1',
      email: 'ann@example.com',
      firstName: 'Ann',
      welcome: true,
      sealedToken: 'sealed',
      expiresAt: link.expiresAt.toISOString(),
    });
  });

  it('mails nobody for an imported member', () => {
    const { events } = registerUser(
      { email: 'ann@example.com', firstName: 'Ann', lastName: 'Lee', passwordHash: 'scrypt$x' },
      { ...meta, id: 'u1' },
    );
    expect(events.map((event) => event.type)).toEqual(['identity.user.registered']);
  });
});

describe('account changes', () => {
  it('changes the password and tells the member how', () => {
    const { user, events } = changePassword(member, 'scrypt$new', 'reset', meta);
    expect(user.passwordHash).toBe('scrypt$new');
    expect(identityEvents.passwordChanged.parse(events[0]).data).toMatchObject({
      email: 'ann@example.com',
      how: 'reset',
    });
  });

  it('verifies an address once', () => {
    const verified = verifyEmail(member, meta);
    expect(verified.user.emailVerified).toBe(true);
    expect(verified.events).toHaveLength(1);
    expect(verifyEmail(verified.user, meta).events).toEqual([]);
  });

  it('asks the new address to confirm a move, and refuses the current one', () => {
    const { user, events } = requestEmailChange(member, 'new@example.com', link, meta);
    expect(user.pendingEmail).toBe('new@example.com');
    expect(identityEvents.emailChangeRequested.parse(events[0]).data).toMatchObject({
      currentEmail: 'ann@example.com',
      newEmail: 'new@example.com',
    });
    expect(() => requestEmailChange(member, 'ann@example.com', link, meta)).toThrow('already your email');
  });

  it('moves the account to the confirmed address, verified, and tells the old one', () => {
    const { user, events } = moveEmail({ ...member, pendingEmail: 'new@example.com' }, 'new@example.com', meta);
    expect(user).toMatchObject({ email: 'new@example.com', emailVerified: true, pendingEmail: null });
    expect(identityEvents.userUpdated.parse(events[0]).data.email).toBe('new@example.com');
    expect(identityEvents.emailChanged.parse(events[1]).data).toMatchObject({
      oldEmail: 'ann@example.com',
      newEmail: 'new@example.com',
    });
  });
});
