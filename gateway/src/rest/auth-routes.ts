import {
  adminAuthBody,
  adminStatus,
  authUser,
  FORGOT_PASSWORD_REPLY,
  forgotPasswordBody,
  loginBody,
  logOutInput,
  mailSentReply,
  resetPasswordBody,
  signupBody,
} from '@cinevia/proto';
import type { MemberCards } from '../members';
import { graphql } from './__generated__';
import type { RestSessionFragment } from './__generated__/graphql';
import { asInput, type CookieJar, route, UNAUTHORIZED } from './route';

/** A new session's reply: its cookie set, and the member it is for. */
function signedIn(status: number, session: RestSessionFragment, cookies: CookieJar) {
  cookies.startViewerSession(session.sessionId);
  return { status, body: session.user };
}

/** The spec's sign-up, sign-in and administrator paths. */
export const authRoutes = (members: MemberCards) => [
  route({
    method: 'get',
    path: '/api/auth/user',
    summary: 'The signed-in member',
    session: 'member',
    responses: { 200: { description: 'The member', schema: authUser } },
    // Every page opens with this: answered from the gateway's cards of the members in use (no
    // database, no subgraph), or by the services for a member not held (then held) or while the
    // card may not yet show the member's latest change.
    memberLocal: (viewer) => {
      if (viewer === null) return UNAUTHORIZED;
      const member = members.authUser(viewer.userId);
      return member && { status: 200, body: member };
    },
    // The subscription too, for the card: it tells Premium as time passes, not only now.
    operation: graphql(`
      query AuthUser {
        me {
          ...MemberFields
          subscription {
            status
            currentPeriodEnd
          }
        }
      }
    `),
    respond: (data) => {
      if (!data.me) return UNAUTHORIZED;
      members.answered(data.me);
      const { subscription: _forTheCard, ...member } = data.me;
      return { status: 200, body: member };
    },
  }),
  route({
    method: 'post',
    path: '/api/auth/signup',
    summary: 'Create an account and sign in',
    body: signupBody,
    responses: { 201: { description: 'Account created; session cookie set', schema: authUser } },
    refuses: { 400: 'Invalid field', 409: 'Email already registered' },
    operation: graphql(`
      mutation SignUp($input: SignUpInput!) {
        signUp(input: $input) {
          ...RestSession
        }
      }
    `),
    variables: asInput,
    respond: (data, cookies) => signedIn(201, data.signUp, cookies),
  }),
  route({
    method: 'post',
    path: '/api/auth/login',
    summary: 'Sign in with email and password',
    body: loginBody,
    responses: { 200: { description: 'Signed in; session cookie set', schema: authUser } },
    refuses: { 400: 'Invalid field', 401: 'Invalid email or password', 429: 'Too many attempts' },
    operation: graphql(`
      mutation LogIn($input: LogInInput!) {
        logIn(input: $input) {
          ...RestSession
        }
      }
    `),
    variables: asInput,
    respond: (data, cookies) => signedIn(200, data.logIn, cookies),
  }),
  route({
    method: 'post',
    path: '/api/auth/logout',
    summary: "Sign out; a Kids profile's sign-out sends the account password while a grown-up profile is locked",
    body: logOutInput,
    responses: { 204: { description: 'Signed out; session cookie cleared' } },
    refuses: {
      403: 'A Kids profile signing out without the account password, or with a wrong one',
      429: 'Too many wrong passwords and codes for the account',
    },
    operation: graphql(`
      mutation LogOut($password: String) {
        logOut(password: $password)
      }
    `),
    variables: (body) => ({ password: body?.password }),
    respond: (_data, cookies) => {
      cookies.endViewerSession();
      return { status: 204 };
    },
  }),
  route({
    method: 'post',
    path: '/api/auth/forgot-password',
    summary: 'Mail a password reset link, if an account holds the address (the reply is the same either way)',
    body: forgotPasswordBody,
    responses: {
      202: { description: 'Asked; a link goes out if an account holds the address', schema: mailSentReply },
    },
    refuses: { 400: 'Invalid email', 429: 'Too many requests for this email or from this address' },
    operation: graphql(`
      mutation RequestPasswordReset($email: String!) {
        requestPasswordReset(email: $email)
      }
    `),
    variables: (body) => ({ email: body.email }),
    respond: () => ({ status: 202, body: FORGOT_PASSWORD_REPLY }),
  }),
  route({
    method: 'post',
    path: '/api/auth/reset-password',
    summary: "Set a new password from a reset link's token; every session of the member ends",
    body: resetPasswordBody,
    responses: { 204: { description: 'Password changed; every session ended (this one too)' } },
    refuses: { 400: 'A password rule broken, or a link that is invalid, used or expired' },
    operation: graphql(`
      mutation ResetPassword($input: ResetPasswordInput!) {
        resetPassword(input: $input)
      }
    `),
    variables: asInput,
    respond: (_data, cookies) => {
      cookies.endViewerSession();
      return { status: 204 };
    },
  }),
  route({
    method: 'get',
    path: '/api/login',
    summary: 'Re-login navigation: redirects to the sign-in page',
    responses: { 302: { description: 'Redirect to /login' } },
    respond: () => ({ redirect: '/login' }),
  }),
  route({
    method: 'post',
    path: '/api/admin/auth',
    summary: 'Administrator sign-in',
    body: adminAuthBody,
    responses: { 200: { description: 'Admin session cookie set', schema: adminStatus } },
    refuses: { 400: 'Password missing', 401: 'Invalid admin password', 429: 'Too many attempts' },
    operation: graphql(`
      mutation AdminLogIn($password: String!) {
        adminLogIn(password: $password) {
          adminSessionId
        }
      }
    `),
    variables: (body) => ({ password: body.password }),
    respond: (data, cookies) => {
      cookies.startAdminSession(data.adminLogIn.adminSessionId);
      return { status: 200, body: { authenticated: true } };
    },
  }),
  route({
    method: 'get',
    path: '/api/admin/verify',
    summary: 'Whether the caller holds an administrator session',
    session: 'admin',
    responses: { 200: { description: 'Administrator', schema: adminStatus } },
    refuses: { 401: 'Not an administrator' },
    operation: graphql(`
      query AdminVerify {
        isAdmin
      }
    `),
    respond: (data) => (data.isAdmin ? { status: 200, body: { authenticated: true } } : UNAUTHORIZED),
  }),
  route({
    method: 'post',
    path: '/api/admin/logout',
    summary: 'Administrator sign-out',
    responses: { 204: { description: 'Admin session ended' } },
    operation: graphql(`
      mutation AdminLogOut {
        adminLogOut
      }
    `),
    respond: (_data, cookies) => {
      cookies.endAdminSession();
      return { status: 204 };
    },
  }),
];
