import { identityEvents, type Envelope, type SignupBody } from '@cinevia/proto';

export interface User {
  id: string;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  createdAt: Date;
}

/** A new member and the event announcing them; the caller stores both in one write. */
export function registerUser(
  input: Omit<SignupBody, 'password'> & { passwordHash: string },
  meta: { id: string; now: Date; correlationId: string },
): { user: User; events: Envelope[] } {
  const user: User = {
    id: meta.id,
    email: input.email,
    passwordHash: input.passwordHash,
    firstName: input.firstName,
    lastName: input.lastName,
    createdAt: meta.now,
  };
  const registered = identityEvents.userRegistered.create(
    {
      userId: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      registeredAt: user.createdAt.toISOString(),
    },
    meta.correlationId,
    meta.now,
  );
  return { user, events: [registered] };
}
