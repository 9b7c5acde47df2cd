import { randomUUID } from 'node:crypto';
import {
  DomainError,
  EMAIL_CHANGE_LINK_INVALID,
  identityEvents,
  RESET_LINK_INVALID,
  VERIFY_LINK_INVALID,
  type ChangeEmailBody,
  type Envelope,
  type ResetPasswordBody,
  type SignupBody,
} from '@cinevia/proto';
import { appError, linkTokenDigest, newLinkToken, sealLinkToken } from '@cinevia/service-kit';
import { type SessionStore } from '@cinevia/shared-models';
import { issueLink, linkUsable, onlyNewestWorks, type LinkPurpose } from './domain/account-links';
import { assertNotBreached } from './domain/breached-passwords';
import { hashPassword, needsRehash, verifyPassword } from './domain/password';
import {
  assertNewEmail,
  changePassword,
  moveEmail,
  passwordResetMail,
  registerUser,
  requestEmailChange,
  verificationMail,
  verifyEmail,
  type SealedLink,
  type User,
} from './domain/user';
import type { AccountLinkStore } from './store/account-links';
import type { SignInAttempts } from './store/sign-in-attempts';
import { DuplicateEmailError, type UserStore } from './store/users';

export const TOO_MANY_ATTEMPTS = 'Too many sign-in attempts. Please wait 15 minutes and try again.';
const EMAIL_TAKEN = 'An account with this email already exists';

export interface AccountDependencies {
  users: UserStore;
  links: AccountLinkStore;
  sessions: SessionStore;
  attempts: SignInAttempts;
  /** The services' shared secret, under which link tokens are sealed for notifications. */
  linkSecret: string;
  /** Publishes straight to JetStream (acknowledged), for what has no document to ride on. */
  publish: (event: Envelope) => Promise<void>;
}

/**
 * Identity's use cases around what members prove by mail: sign-up with its welcome, password
 * resets, verified addresses and moves to another address. Links are issued here (stored as
 * digests, sent sealed); the rules live in domain/.
 */
export function createAccount(deps: AccountDependencies) {
  const { users, links, sessions, attempts, linkSecret } = deps;

  async function issue(
    purpose: LinkPurpose,
    user: Pick<User, 'id' | 'email' | 'passwordHash'>,
    now: Date,
    newEmail?: string,
  ): Promise<SealedLink & { digest: string }> {
    const { token, digest } = newLinkToken();
    const link = issueLink(purpose, user, { digest, now, newEmail });
    await links.insert(link);
    return { sealedToken: sealLinkToken(token, linkSecret), expiresAt: link.expiresAt, digest };
  }

  /** The member a link was issued to, once it is used up; a refusal with `invalid` otherwise. */
  async function useLink(purpose: LinkPurpose, token: string, invalid: string, now: Date) {
    const digest = linkTokenDigest(token);
    const link = await links.find(digest);
    const user = link ? await users.findById(link.userId) : null;
    const newest = link && onlyNewestWorks(purpose) ? await users.newestResetLink(link.userId) : null;
    if (!link || !user || !linkUsable(link, purpose, user, now, newest)) throw appError('BAD_USER_INPUT', invalid);
    return { link, user, use: () => links.consume(digest) };
  }

  async function checkPassword(user: User, password: string, ip: string): Promise<void> {
    if (!(await attempts.takeMember(ip, user.email))) throw appError('RATE_LIMITED', TOO_MANY_ATTEMPTS);
    if (!(await verifyPassword(password, user.passwordHash))) throw appError('BAD_USER_INPUT', 'Password is incorrect');
    await attempts.memberSucceeded(ip, user.email);
  }

  return {
    async signUp(input: SignupBody, correlationId: string): Promise<User> {
      const now = new Date();
      const id = randomUUID();
      assertNotBreached(input.password);
      const passwordHash = await hashPassword(input.password);
      const verificationLink = await issue('verify', { id, email: input.email, passwordHash }, now);
      const { user, events } = registerUser({ ...input, passwordHash }, { id, now, correlationId, verificationLink });
      try {
        await users.insert(user, events);
      } catch (error) {
        if (error instanceof DuplicateEmailError) throw appError('CONFLICT', EMAIL_TAKEN);
        throw error;
      }
      return user;
    },

    /**
     * Costs the same for every address, with an account or without: one acknowledged publish. The
     * lookup, and the link for an account, happen behind it (`issuePasswordReset`).
     */
    async requestPasswordReset(email: string, correlationId: string): Promise<void> {
      await deps.publish(identityEvents.passwordResetRequested.create({ email }, correlationId));
    },

    /** Identity's own consumer: a reset link for the account holding the address, once per request. */
    async issuePasswordReset(request: Envelope<{ email: string }>): Promise<void> {
      const user = await users.findByEmail(request.data.email);
      if (!user) return;
      const now = new Date();
      const link = await issue('reset', user, now);
      const mail = passwordResetMail(user, link, { now, correlationId: request.correlationId });
      // The link mailed becomes the one that works, in the same write as its mail (a request
      // delivered twice mails, and names, its first link only).
      await users.recordOnce(user.id, request.id, [mail], { newestResetLink: link.digest });
    },

    /** A new password from a reset link: every session of the member ends. The member's id. */
    async resetPassword({ token, password }: ResetPasswordBody, correlationId: string): Promise<string> {
      const now = new Date();
      const { user, use } = await useLink('reset', token, RESET_LINK_INVALID, now);
      assertNotBreached(password);
      const passwordHash = await hashPassword(password);
      if (!(await use())) throw appError('BAD_USER_INPUT', RESET_LINK_INVALID);
      const changed = changePassword(user, passwordHash, 'reset', { now, correlationId });
      await users.update(changed.user, changed.events);
      await sessions.destroyOtherViewerSessions(user.id, '');
      await attempts.clearMember(user.email);
      return user.id;
    },

    /** From the profile, with the current password: every other session ends. */
    async changePassword(
      user: User,
      input: { currentPassword: string; newPassword: string },
      caller: { ip: string; sessionId: string | null; requestId: string },
    ): Promise<number> {
      if (!(await attempts.takeMember(caller.ip, user.email))) throw appError('RATE_LIMITED', TOO_MANY_ATTEMPTS);
      if (!(await verifyPassword(input.currentPassword, user.passwordHash))) {
        throw appError('BAD_USER_INPUT', 'Current password is incorrect');
      }
      await attempts.memberSucceeded(caller.ip, user.email);
      assertNotBreached(input.newPassword);
      const passwordHash = await hashPassword(input.newPassword);
      const changed = changePassword(user, passwordHash, 'change', {
        now: new Date(),
        correlationId: caller.requestId,
      });
      await users.update(changed.user, changed.events);
      return sessions.destroyOtherViewerSessions(user.id, caller.sessionId ?? '');
    },

    /**
     * After a right sign-in, a password hashed at an older cost is hashed again at today's while
     * it is at hand; a member changed meanwhile keeps the old hash until their next sign-in.
     */
    async keepHashCurrent(user: User, password: string): Promise<void> {
      if (!needsRehash(user.passwordHash)) return;
      try {
        await users.update({ ...user, passwordHash: await hashPassword(password) }, []);
      } catch (error) {
        if (!(error instanceof DomainError && error.code === 'CONFLICT')) throw error;
      }
    },

    async resendVerification(user: User, correlationId: string): Promise<void> {
      if (user.emailVerified) throw appError('CONFLICT', 'Your email address is already verified.');
      const now = new Date();
      const link = await issue('verify', user, now);
      await users.update(user, [verificationMail(user, link, false, { now, correlationId })]);
    },

    async verifyEmail(token: string, correlationId: string): Promise<void> {
      const now = new Date();
      const { user, use } = await useLink('verify', token, VERIFY_LINK_INVALID, now);
      if (!(await use())) throw appError('BAD_USER_INPUT', VERIFY_LINK_INVALID);
      const verified = verifyEmail(user, { now, correlationId });
      await users.update(verified.user, verified.events);
    },

    async requestEmailChange(
      user: User,
      { newEmail, password }: ChangeEmailBody,
      caller: { ip: string; requestId: string },
    ): Promise<void> {
      await checkPassword(user, password, caller.ip);
      if (newEmail !== user.email && (await users.findByEmail(newEmail))) throw appError('CONFLICT', EMAIL_TAKEN);
      assertNewEmail(user, newEmail);
      const now = new Date();
      const link = await issue('email-change', user, now, newEmail);
      const pending = requestEmailChange(user, newEmail, link, { now, correlationId: caller.requestId });
      await users.update(pending.user, pending.events);
    },

    async confirmEmailChange(token: string, correlationId: string): Promise<User> {
      const now = new Date();
      const { link, user, use } = await useLink('email-change', token, EMAIL_CHANGE_LINK_INVALID, now);
      const newEmail = link.newEmail;
      if (!newEmail) throw appError('BAD_USER_INPUT', EMAIL_CHANGE_LINK_INVALID);
      if (!(await use())) throw appError('BAD_USER_INPUT', EMAIL_CHANGE_LINK_INVALID);
      const moved = moveEmail(user, newEmail, { now, correlationId });
      try {
        await users.moveEmail(moved.user, user.email, moved.events);
      } catch (error) {
        if (error instanceof DuplicateEmailError) throw appError('CONFLICT', EMAIL_TAKEN);
        throw error;
      }
      return moved.user;
    },
  };
}
export type Account = ReturnType<typeof createAccount>;
