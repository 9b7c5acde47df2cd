import type { AuthUser } from '@cinevia/proto';

/** A member as the REST paths answer with them (`GET /api/auth/user`, sign-in, sign-up, profile). */
export function testMember(fields: Partial<AuthUser> = {}): AuthUser {
  return {
    id: 'u1',
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    createdAt: '2026-11-25T10:00:00.000Z',
    isSubscribed: true,
    ...fields,
  };
}
