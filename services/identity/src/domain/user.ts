import { DomainError, identityEvents, type Envelope, type SignupBody, type ViewerProfile } from '@cinevia/proto';
import { firstProfile, toProfileView, type StoredProfile } from './profiles';

export interface User {
  id: string;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  createdAt: Date;
  /** The member opened a link mailed to `email`. */
  emailVerified: boolean;
  /** An address the member asked to move to, waiting for its link to be opened. */
  pendingEmail: string | null;
  /** Who watches on the account: one to five, the first with the member's id. */
  profiles: StoredProfile[];
  /**
   * How many times the stored member was changed: a change is written only over the revision it
   * was made from, so of two changes made at once from one reading, the second is refused, not lost.
   */
  revision: number;
}

/** What the member's pages show of them (the GraphQL User): everything but the password's and lock codes' hashes. */
export type Member = Omit<User, 'passwordHash' | 'profiles' | 'revision'> & { profiles: ViewerProfile[] };

/** The member as the read model holds them (each field picked, so no hash rides along). */
export function toMember(user: Omit<User, 'passwordHash' | 'revision'>): Member {
  const { id, email, firstName, lastName, createdAt, emailVerified, pendingEmail, profiles } = user;
  return {
    id,
    email,
    firstName,
    lastName,
    createdAt,
    emailVerified,
    pendingEmail,
    profiles: profiles.map(toProfileView),
  };
}

interface Meta {
  now: Date;
  correlationId: string;
}

/** A link's token sealed for notifications (never in clear here) and when it stops working. */
export interface SealedLink {
  sealedToken: string;
  expiresAt: Date;
}

type Change = { user: User; events: Envelope[] };

const linkFields = (link: SealedLink) => ({ sealedToken: link.sealedToken, expiresAt: link.expiresAt.toISOString() });

/** The mail that proves the member reads their address: with the welcome at sign-up, or asked again. */
export function verificationMail(user: User, link: SealedLink, welcome: boolean, meta: Meta): Envelope {
  return identityEvents.emailVerificationIssued.create(
    { userId: user.id, email: user.email, firstName: user.firstName, welcome, ...linkFields(link) },
    meta.correlationId,
    meta.now,
  );
}

/**
 * A new member, the event announcing them and, when they signed up themselves, their welcome mail
 * with its verification link (an import or the bench's seed mails nobody); the caller stores all
 * in one write.
 */
export function registerUser(
  input: Omit<SignupBody, 'password'> & { passwordHash: string },
  meta: Meta & { id: string; verificationLink?: SealedLink },
): Change {
  const user: User = {
    id: meta.id,
    email: input.email,
    passwordHash: input.passwordHash,
    firstName: input.firstName,
    lastName: input.lastName,
    createdAt: meta.now,
    emailVerified: false,
    pendingEmail: null,
    profiles: [firstProfile({ id: meta.id, firstName: input.firstName })],
    revision: 0,
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
  const welcome = meta.verificationLink ? [verificationMail(user, meta.verificationLink, true, meta)] : [];
  return { user, events: [registered, ...welcome] };
}

const updated = (user: User, meta: Meta) =>
  identityEvents.userUpdated.create(
    { userId: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName },
    meta.correlationId,
    meta.now,
  );

/** A member's new name, announced only when it changed. */
export function renameUser(user: User, name: { firstName: string; lastName: string }, meta: Meta): Change {
  if (user.firstName === name.firstName && user.lastName === name.lastName) return { user, events: [] };
  const renamed = { ...user, ...name };
  return { user: renamed, events: [updated(renamed, meta)] };
}

/** A new password hash, and the notice mailed to the member. */
export function changePassword(user: User, passwordHash: string, how: 'change' | 'reset', meta: Meta): Change {
  const changed = { ...user, passwordHash };
  const notice = identityEvents.passwordChanged.create(
    { userId: user.id, email: user.email, firstName: user.firstName, how },
    meta.correlationId,
    meta.now,
  );
  return { user: changed, events: [notice] };
}

/** The notice mailed when the account signs in on a device it never signed in on before. */
export function newDeviceNotice(user: User, device: string, network: string, meta: Meta): Envelope {
  return identityEvents.newDeviceSignedIn.create(
    { userId: user.id, email: user.email, firstName: user.firstName, device, network },
    meta.correlationId,
    meta.now,
  );
}

/** The reset link mailed to the member. */
export function passwordResetMail(user: User, link: SealedLink, meta: Meta): Envelope {
  return identityEvents.passwordResetIssued.create(
    { userId: user.id, email: user.email, firstName: user.firstName, ...linkFields(link) },
    meta.correlationId,
    meta.now,
  );
}

/** The member opened a verification link sent to their address. */
export function verifyEmail(user: User, meta: Meta): Change {
  if (user.emailVerified) return { user, events: [] };
  const verified = { ...user, emailVerified: true };
  return {
    user: verified,
    events: [identityEvents.emailVerified.create({ userId: user.id, email: user.email }, meta.correlationId, meta.now)],
  };
}

/** A move must be to another address. */
export function assertNewEmail(user: User, newEmail: string): void {
  if (newEmail === user.email) throw new DomainError('That is already your email address.');
}

/** A move to `newEmail` asked for: the confirmation link goes to the new address. */
export function requestEmailChange(user: User, newEmail: string, link: SealedLink, meta: Meta): Change {
  assertNewEmail(user, newEmail);
  const pending = { ...user, pendingEmail: newEmail };
  const requested = identityEvents.emailChangeRequested.create(
    { userId: user.id, currentEmail: user.email, newEmail, firstName: user.firstName, ...linkFields(link) },
    meta.correlationId,
    meta.now,
  );
  return { user: pending, events: [requested] };
}

/** The new address confirmed from its link: the account moves there, verified, and the old address is told. */
export function moveEmail(user: User, newEmail: string, meta: Meta): Change {
  const moved = { ...user, email: newEmail, emailVerified: true, pendingEmail: null };
  const notice = identityEvents.emailChanged.create(
    { userId: user.id, oldEmail: user.email, newEmail, firstName: user.firstName },
    meta.correlationId,
    meta.now,
  );
  return { user: moved, events: [updated(moved, meta), notice] };
}
