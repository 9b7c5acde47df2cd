import {
  adminAuthBody,
  changeEmailBody,
  changePasswordBody,
  confirmEmailChangeBody,
  forgotPasswordBody,
  loginBody,
  profileBody,
  profileInput,
  profileLockInput,
  profileSwitchInput,
  resetPasswordBody,
  signupBody,
  verifyEmailBody,
  logOutInput,
} from '@cinevia/proto';
import {
  appError,
  parseInput,
  requireAccountHolder,
  requireAdmin,
  requireViewer,
  maskedNetwork,
  securityEvent,
} from '@cinevia/service-kit';
import { sessionHandle } from '@cinevia/shared-models';
import { TOO_MANY_ATTEMPTS } from '../account';
import { adminPasswordMatches } from '../domain/admin';
import { adminDevices, deviceIdentity, signedInDevices } from '../domain/devices';
import { UNKNOWN_USER_HASH, verifyPassword } from '../domain/password';
import { newDeviceNotice, renameUser, toMember, type Member, type User } from '../domain/user';
import type { IdentityContext } from './context';
import type { Resolvers } from './__generated__/resolvers';

/** Session ids go only to the gateway's REST layer, which puts them in HttpOnly cookies. */
function requireRestChannel(context: IdentityContext): void {
  if (context.caller.channel !== 'rest') throw appError('FORBIDDEN', 'Sign in through the /api/auth paths.');
}

/** The signed-in member as stored, password hash included: for the writes that need it. */
async function signedInUser(context: IdentityContext): Promise<User> {
  const user = context.caller.userId ? await context.users.findById(context.caller.userId) : null;
  if (!user) throw appError('UNAUTHENTICATED', 'Unauthorized');
  return user;
}

/** The signed-in member as stored, for a change to the account: not from a Kids profile. */
function accountHolder(context: IdentityContext): Promise<User> {
  requireAccountHolder(context.caller);
  return signedInUser(context);
}

const userFields = {
  createdAt: (user: Member) => user.createdAt.toISOString(),
  /** A household's profiles are its own: nobody else (not the admin's request list) reads them. */
  profiles: (user: Member, _: unknown, context: IdentityContext) => {
    if (context.caller.userId !== user.id) throw appError('FORBIDDEN', 'Only the member may see their profiles');
    return user.profiles;
  },
};

const meta = (context: IdentityContext) => ({ now: new Date(), correlationId: context.caller.requestId });

/** The signed-in account as stored, and the profile the session watches as. */
async function actingProfile(context: IdentityContext) {
  const user = await signedInUser(context);
  return { user, profileId: requireViewer(context.caller).profileId, ip: context.caller.ip, logger: context.logger };
}

/**
 * A new session, watching as the account's first profile (the one its password stands for, never a
 * Kids profile).
 */
function startSession(context: IdentityContext, user: User): Promise<string> {
  const [first] = user.profiles;
  const profile = { profileId: first?.id ?? user.id, maturityLevel: first?.maturityLevel ?? '18+', isKids: false };
  const { userAgent, ip } = context.caller;
  return context.sessions.createViewerSession(user.id, profile, { userAgent, ip });
}

export const resolvers = {
  Query: {
    me: (_, __, context) => (context.caller.userId ? context.members.get(context.caller.userId) : null),
    isAdmin: (_, __, context) => context.caller.isAdmin,
    async currentProfile(_, __, context) {
      const { userId, profileId } = context.caller;
      const member = userId ? await context.members.get(userId) : null;
      return member?.profiles.find((profile) => profile.id === profileId) ?? null;
    },
    async signedInDevices(_, __, context) {
      const userId = requireAccountHolder(context.caller);
      const { sessionId } = context.caller;
      // The profiles' names from the members read model: a page's request reads no database.
      const [member, sessions] = await Promise.all([
        context.members.get(userId),
        context.sessions.memberSessions(userId),
      ]);
      return signedInDevices(sessions, member?.profiles ?? [], sessionId ? sessionHandle(sessionId) : null);
    },
    async adminSignedInDevices(_, __, context) {
      requireAdmin(context.caller);
      const { adminSessionId } = context.caller;
      return adminDevices(
        await context.sessions.adminSessions(),
        adminSessionId ? sessionHandle(adminSessionId) : null,
      );
    },
  },

  SignedInDevice: {
    signedInAt: (device) => device.signedInAt?.toISOString() ?? null,
    lastActiveAt: (device) => device.lastActiveAt?.toISOString() ?? null,
  },

  Mutation: {
    async signUp(_, args, context) {
      requireRestChannel(context);
      const user = await context.account.signUp(parseInput(signupBody, args.input), context.caller.requestId);
      context.logger.info({ userId: user.id }, 'member registered');
      // The device it signed up on is the account's first: no notice for it.
      await context.users.noteDevice(user.id, deviceIdentity(context.caller.userAgent).key, []);
      return { user: toMember(user), sessionId: await startSession(context, user) };
    },

    async logIn(_, args, context) {
      requireRestChannel(context);
      const { email, password } = parseInput(loginBody, args.input);
      const { ip } = context.caller;
      if (!(await context.attempts.takeMember(ip, email))) {
        securityEvent(context.logger, 'rate-limited', { limit: 'sign-in', ip, email });
        throw appError('RATE_LIMITED', TOO_MANY_ATTEMPTS);
      }
      const user = await context.users.findByEmail(email);
      const matches = await verifyPassword(password, user?.passwordHash ?? UNKNOWN_USER_HASH);
      if (!user || !matches) {
        securityEvent(context.logger, 'sign-in-refused', { ip, email, userId: user?.id ?? null });
        throw appError('UNAUTHENTICATED', 'Invalid email or password');
      }
      await context.attempts.memberSucceeded(ip, email);
      await context.account.keepHashCurrent(user, password);
      context.logger.info({ ip, userId: user.id }, 'signed in');
      const device = deviceIdentity(context.caller.userAgent);
      const notice = newDeviceNotice(user, device.name, maskedNetwork(ip), meta(context));
      await context.users.noteDevice(user.id, device.key, [notice]);
      if (context.caller.sessionId && context.caller.userId) {
        await context.sessions.destroyViewerSession(context.caller.sessionId, context.caller.userId);
      }
      return { user: toMember(user), sessionId: await startSession(context, user) };
    },

    async updateProfile(_, args, context) {
      const user = await accountHolder(context);
      const name = parseInput(profileBody, args.input);
      const renamed = renameUser(user, name, { now: new Date(), correlationId: context.caller.requestId });
      await context.users.update(renamed.user, renamed.events);
      return toMember(renamed.user);
    },

    async addViewerProfile(_, args, context) {
      const acting = await actingProfile(context);
      return context.profiles.add(acting, parseInput(profileInput, args.input), meta(context));
    },

    async updateViewerProfile(_, args, context) {
      const acting = await actingProfile(context);
      return context.profiles.update(acting, args.id, parseInput(profileInput, args.input), meta(context));
    },

    async deleteViewerProfile(_, args, context) {
      const acting = await actingProfile(context);
      await context.profiles.remove(acting, args.id, meta(context));
      return args.id;
    },

    async setViewerProfileLock(_, args, context) {
      const acting = await actingProfile(context);
      return context.profiles.lock(acting, args.id, parseInput(profileLockInput, args.input), meta(context));
    },

    async switchViewerProfile(_, args, context) {
      const proof = parseInput(profileSwitchInput, args.input ?? undefined);
      const acting = await actingProfile(context);
      if (!context.caller.sessionId) throw appError('UNAUTHENTICATED', 'Unauthorized');
      return context.profiles.switchTo(context.caller.sessionId, acting, args.id, proof);
    },

    async changePassword(_, args, context) {
      const user = await accountHolder(context);
      const signedOut = await context.account.changePassword(
        user,
        parseInput(changePasswordBody, args.input),
        context.caller,
      );
      context.logger.info({ userId: user.id, signedOut }, 'password changed');
      if (signedOut > 0) securityEvent(context.logger, 'sessions-ended', { userId: user.id, sessions: signedOut });
      return signedOut;
    },

    async requestPasswordReset(_, args, context) {
      requireRestChannel(context);
      const { email } = parseInput(forgotPasswordBody, { email: args.email });
      await context.account.requestPasswordReset(email, context.caller.requestId);
      securityEvent(context.logger, 'password-reset-requested', { email, ip: context.caller.ip });
      return true;
    },

    async resetPassword(_, args, context) {
      requireRestChannel(context);
      const input = parseInput(resetPasswordBody, args.input);
      const userId = await context.account.resetPassword(input, context.caller.requestId);
      securityEvent(context.logger, 'password-reset-used', { userId, ip: context.caller.ip });
      return true;
    },

    async resendEmailVerification(_, __, context) {
      requireRestChannel(context);
      const user = await accountHolder(context);
      await context.account.resendVerification(user, context.caller.requestId);
      return user.email;
    },

    async verifyEmail(_, args, context) {
      requireRestChannel(context);
      const { token } = parseInput(verifyEmailBody, { token: args.token });
      await context.account.verifyEmail(token, context.caller.requestId);
      return true;
    },

    async requestEmailChange(_, args, context) {
      requireRestChannel(context);
      const user = await accountHolder(context);
      const input = parseInput(changeEmailBody, args.input);
      await context.account.requestEmailChange(user, input, context.caller);
      securityEvent(context.logger, 'email-change-requested', { userId: user.id, ip: context.caller.ip });
      return input.newEmail;
    },

    async confirmEmailChange(_, args, context) {
      requireRestChannel(context);
      const { token } = parseInput(confirmEmailChangeBody, { token: args.token });
      const moved = await context.account.confirmEmailChange(token, context.caller.requestId);
      securityEvent(context.logger, 'email-changed', { userId: moved.id, ip: context.caller.ip });
      return toMember(moved);
    },

    async logOut(_, args, context) {
      const { sessionId, userId, isKids, ip } = context.caller;
      if (!sessionId || !userId) return true;
      const { password } = parseInput(logOutInput, { password: args.password ?? undefined }) ?? {};
      // Only a Kids profile's sign-out may ask the password: any other ends at once.
      if (isKids) await context.profiles.proveMaySignOut(await actingProfile(context), password);
      await context.sessions.destroyViewerSession(sessionId, userId);
      securityEvent(context.logger, 'signed-out', { userId, ip });
      return true;
    },

    async signOutDevice(_, args, context) {
      const userId = requireAccountHolder(context.caller);
      const { sessionId, ip } = context.caller;
      if (sessionId && sessionHandle(sessionId) === args.id) {
        throw appError('BAD_USER_INPUT', 'This is the device you are using: sign out from its menu');
      }
      if (!(await context.sessions.destroyViewerSessionByHandle(userId, args.id))) {
        throw appError('NOT_FOUND', 'No such device is signed in');
      }
      securityEvent(context.logger, 'sessions-ended', { userId, ip, sessions: 1 });
      return true;
    },

    async signOutOtherDevices(_, __, context) {
      const userId = requireAccountHolder(context.caller);
      const { sessionId, ip } = context.caller;
      if (!sessionId) throw appError('UNAUTHENTICATED', 'Unauthorized');
      const count = await context.sessions.destroyOtherViewerSessions(userId, sessionId);
      securityEvent(context.logger, 'sessions-ended', { userId, ip, sessions: count });
      return count;
    },

    async adminLogIn(_, args, context) {
      requireRestChannel(context);
      const { password } = parseInput(adminAuthBody, { password: args.password });
      const { ip } = context.caller;
      if (!(await context.attempts.takeAdmin(ip))) {
        securityEvent(context.logger, 'rate-limited', { limit: 'admin-sign-in', ip });
        throw appError('RATE_LIMITED', TOO_MANY_ATTEMPTS);
      }
      if (!adminPasswordMatches(password, context.adminPassword)) {
        securityEvent(context.logger, 'admin-sign-in-refused', { ip });
        throw appError('UNAUTHENTICATED', 'Invalid admin password');
      }
      await context.attempts.adminSucceeded(ip);
      context.logger.info({ ip }, 'admin signed in');
      const adminSessionId = await context.sessions.createAdminSession({
        userAgent: context.caller.userAgent ?? '',
        ip,
      });
      return { adminSessionId };
    },

    async adminLogOut(_, __, context) {
      if (context.caller.adminSessionId) await context.sessions.destroyAdminSession(context.caller.adminSessionId);
      return true;
    },

    async adminSignOutDevice(_, args, context) {
      requireAdmin(context.caller);
      const { adminSessionId, ip } = context.caller;
      if (adminSessionId && sessionHandle(adminSessionId) === args.id) {
        throw appError('BAD_USER_INPUT', 'This is the device you are using: sign out from its menu');
      }
      if (!(await context.sessions.destroyAdminSessionByHandle(args.id))) {
        throw appError('NOT_FOUND', 'No such device is signed in');
      }
      securityEvent(context.logger, 'admin-sessions-ended', { ip, sessions: 1 });
      return true;
    },

    async adminSignOutOtherDevices(_, __, context) {
      requireAdmin(context.caller);
      const { adminSessionId, ip } = context.caller;
      if (!adminSessionId) throw appError('UNAUTHENTICATED', 'Unauthorized');
      const count = await context.sessions.destroyOtherAdminSessions(adminSessionId);
      securityEvent(context.logger, 'admin-sessions-ended', { ip, sessions: count });
      return count;
    },
  },

  User: {
    __resolveReference: (reference, context) => context.members.get(reference.id),
    ...userFields,
  },
} satisfies Resolvers;
