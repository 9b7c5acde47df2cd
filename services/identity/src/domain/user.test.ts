import { identityEvents } from '@cinevia/proto';
import { registerUser } from './user';

describe('registerUser', () => {
  it('creates the member and announces the registration', () => {
    const now = new Date('2026-03-04T05:06:07.000Z');
    const { user, events } = registerUser(
      { email: 'ann@example.com', firstName: 'Ann', lastName: 'Lee', passwordHash: 'scrypt$x' },
      { id: 'u1', now, correlationId: 'req-9' },
    );
    expect(user).toEqual({
      id: 'u1',
      email: 'ann@example.com',
      firstName: 'Ann',
      lastName: 'Lee',
      passwordHash: 'scrypt$x',
      createdAt: now,
    });
    expect(events).toHaveLength(1);
    const event = identityEvents.userRegistered.parse(events[0]);
    expect(event.correlationId).toBe('req-9');
    expect(event.data).toEqual({
      userId: 'u1',
      email: 'ann@example.com',
      firstName: 'Ann',
      lastName: 'Lee',
      registeredAt: now.toISOString(),
    });
  });
});
