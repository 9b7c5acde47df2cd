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

/** A member's new name, announced only when it changed. */
export function renameUser(
  user: User,
  name: { firstName: string; lastName: string },
  meta: { now: Date; correlationId: string },
): { user: User; events: Envelope[] } {
  if (user.firstName === name.firstName && user.lastName === name.lastName) return { user, events: [] };
  const renamed = { ...user, ...name };
  const updated = identityEvents.userUpdated.create(
    { userId: renamed.id, email: renamed.email, firstName: renamed.firstName, lastName: renamed.lastName },
    meta.correlationId,
    meta.now,
  );
  return { user: renamed, events: [updated] };
}
