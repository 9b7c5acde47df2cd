import { z } from 'zod';
import { defineEvent } from './envelope';

const userSnapshot = z.object({
  userId: z.string().min(1),
  email: z.email(),
  firstName: z.string(),
  lastName: z.string(),
});

export const userRegistered = defineEvent(
  'identity.user.registered',
  userSnapshot.extend({ registeredAt: z.iso.datetime() }),
);

export const userUpdated = defineEvent('identity.user.updated', userSnapshot);
