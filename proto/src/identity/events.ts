import { z } from 'zod';
import { defineEvent } from '../shared/envelope';
import { viewerProfile } from './profiles';

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

/** The member's name or email changed (the email only once the new address confirmed it). */
export const userUpdated = defineEvent('identity.user.updated', userSnapshot);

/**
 * A link a mail carries. The token is sealed (AES-256-GCM under a key derived from the services'
 * shared secret: the kit's `sealLinkToken`), so the outbox, the stream and any log hold it only
 * encrypted; notifications opens it to write the link. `expiresAt` is when the link stops working.
 */
const link = z.object({ sealedToken: z.string().min(1), expiresAt: z.iso.datetime() });

/**
 * Someone asked for a password reset for this address. Published the same way whether or not an
 * account holds it (so the request costs the same either way); identity's own consumer looks the
 * address up and, for an account, issues the link.
 */
export const passwordResetRequested = defineEvent('identity.password_reset.requested', z.object({ email: z.email() }));

/** A reset link for the member (single use, 30 minutes, void once the password changes). */
export const passwordResetIssued = defineEvent(
  'identity.password_reset.issued',
  link.extend({ userId: z.string().min(1), email: z.email(), firstName: z.string() }),
);

/** A link that proves the member reads this address: at sign-up (`welcome`) or asked again from the profile. */
export const emailVerificationIssued = defineEvent(
  'identity.email_verification.issued',
  link.extend({ userId: z.string().min(1), email: z.email(), firstName: z.string(), welcome: z.boolean() }),
);

/** The member asked to move their account to `newEmail`; the link goes there and confirms it. */
export const emailChangeRequested = defineEvent(
  'identity.email_change.requested',
  link.extend({ userId: z.string().min(1), currentEmail: z.email(), newEmail: z.email(), firstName: z.string() }),
);

/** The password changed: from the profile (`change`) or through a reset link (`reset`). */
export const passwordChanged = defineEvent(
  'identity.user.password_changed',
  z.object({
    userId: z.string().min(1),
    email: z.email(),
    firstName: z.string(),
    how: z.enum(['change', 'reset']),
  }),
);

/**
 * The member signed in on a device the account never signed in on before (`device`: a browser on a
 * system), from `network` (its /24 or /48): notifications mails them, so a stranger's sign-in is seen.
 */
export const newDeviceSignedIn = defineEvent(
  'identity.user.new_device_signed_in',
  z.object({
    userId: z.string().min(1),
    email: z.email(),
    firstName: z.string(),
    device: z.string(),
    network: z.string(),
  }),
);

/** The account's email moved from `oldEmail` to `newEmail` (confirmed from the new address). */
export const emailChanged = defineEvent(
  'identity.user.email_changed',
  z.object({ userId: z.string().min(1), oldEmail: z.email(), newEmail: z.email(), firstName: z.string() }),
);

/** The member confirmed their address from a verification link. */
export const emailVerified = defineEvent(
  'identity.user.email_verified',
  z.object({ userId: z.string().min(1), email: z.email() }),
);

/** A profile was added to the account or changed (its name, avatar, level or lock). */
export const profileSaved = defineEvent(
  'identity.profile.saved',
  z.object({ userId: z.string().min(1), profile: viewerProfile }),
);

/** A profile was deleted: its list and progress go with it. */
export const profileDeleted = defineEvent(
  'identity.profile.deleted',
  z.object({ userId: z.string().min(1), profileId: z.string().min(1) }),
);
