import { z } from 'zod';
import {
  accountExport,
  authUser,
  changeEmailBody,
  changePasswordBody,
  confirmEmailChangeBody,
  emailStatus,
  mailSentReply,
  profileBody,
  verifyEmailBody,
} from '@cinevia/proto';
import { graphql } from './__generated__';
import { asInput, route, UNAUTHORIZED } from './route';

/**
 * Everything the services hold about the member, in one federated query; each service that keeps
 * member data adds its fields here as it lands.
 */
const EXPORT_QUERY = graphql(`
  query ExportMyData {
    me {
      ...MemberFields
      subscription {
        ...SubscriptionFields
      }
      payments {
        id
        purpose
        amountCents
        description
        status
        createdAt
        paidAt
      }
      watchProgress {
        videoId
        progress
        duration
        updatedAt
      }
      profiles {
        id
        name
        isKids
        watchlist {
          videoId
          addedAt
        }
        watchProgress {
          videoId
          progress
          duration
          updatedAt
        }
        ratings {
          videoId
          rating
        }
      }
      filmRequests {
        ...FilmRequestSummaryFields
      }
    }
  }
`);

/** What the profile page's account settings do. */
export const accountRoutes = [
  route({
    method: 'put',
    path: '/api/account/profile',
    changesMember: true,
    summary: "Change the member's name",
    session: 'account',
    body: profileBody,
    responses: { 200: { description: 'The member', schema: authUser } },
    refuses: { 400: 'Invalid name' },
    operation: graphql(`
      mutation UpdateProfile($input: UpdateProfileInput!) {
        updateProfile(input: $input) {
          ...MemberFields
        }
      }
    `),
    variables: asInput,
    respond: (data) => ({ status: 200, body: data.updateProfile }),
  }),
  route({
    method: 'post',
    path: '/api/account/password',
    summary: 'Change the password; every other session is signed out',
    session: 'account',
    body: changePasswordBody,
    responses: { 200: { description: 'Changed', schema: z.object({ signedOutSessions: z.number().int() }) } },
    refuses: { 400: 'Wrong current password or invalid new one', 429: 'Too many attempts' },
    operation: graphql(`
      mutation ChangePassword($input: ChangePasswordInput!) {
        changePassword(input: $input)
      }
    `),
    variables: asInput,
    respond: (data) => ({ status: 200, body: { signedOutSessions: data.changePassword } }),
  }),
  route({
    method: 'get',
    path: '/api/account/email',
    summary: "The member's email, whether it is verified, and a change waiting for confirmation",
    session: 'account',
    responses: { 200: { description: 'The address', schema: emailStatus } },
    operation: graphql(`
      query EmailStatus {
        me {
          email
          emailVerified
          pendingEmail
        }
      }
    `),
    respond: (data) =>
      data.me
        ? {
            status: 200,
            body: { email: data.me.email, verified: data.me.emailVerified, pendingEmail: data.me.pendingEmail },
          }
        : UNAUTHORIZED,
  }),
  route({
    method: 'post',
    path: '/api/account/verification',
    summary: 'Mail the member a new verification link',
    session: 'account',
    responses: { 202: { description: 'A link is on its way', schema: mailSentReply } },
    refuses: { 409: 'Already verified', 429: 'Too many requests' },
    operation: graphql(`
      mutation ResendEmailVerification {
        resendEmailVerification
      }
    `),
    respond: (data) => ({
      status: 202,
      body: { message: `We sent a verification link to ${data.resendEmailVerification}.` },
    }),
  }),
  route({
    method: 'post',
    path: '/api/account/verify-email',
    summary: "Mark the address verified from a verification link's token (signed in or not)",
    body: verifyEmailBody,
    responses: { 204: { description: 'Verified' } },
    refuses: { 400: 'A link that is invalid, used or expired' },
    operation: graphql(`
      mutation VerifyEmail($token: String!) {
        verifyEmail(token: $token)
      }
    `),
    variables: (body) => ({ token: body.token }),
    respond: () => ({ status: 204 }),
  }),
  route({
    method: 'post',
    path: '/api/account/email',
    summary: 'Move the account to another address; a link sent there confirms it',
    session: 'account',
    body: changeEmailBody,
    responses: { 202: { description: 'A confirmation link is on its way to the new address', schema: mailSentReply } },
    refuses: {
      400: 'Invalid field, the current address, or a wrong password',
      409: 'Another account has that email',
      429: 'Too many requests or wrong passwords',
    },
    operation: graphql(`
      mutation RequestEmailChange($input: ChangeEmailInput!) {
        requestEmailChange(input: $input)
      }
    `),
    variables: asInput,
    respond: (data) => ({
      status: 202,
      body: { message: `We sent a link to ${data.requestEmailChange}. Open it to confirm the change.` },
    }),
  }),
  route({
    method: 'post',
    path: '/api/account/email/confirm',
    changesMember: true,
    summary: "Move the account to the new address of an email-change link's token (signed in or not)",
    body: confirmEmailChangeBody,
    responses: { 204: { description: 'The account now has the new address' } },
    refuses: { 400: 'A link that is invalid, used or expired', 409: 'Another account took that email meanwhile' },
    operation: graphql(`
      mutation ConfirmEmailChange($token: String!) {
        confirmEmailChange(token: $token) {
          id
        }
      }
    `),
    variables: (body) => ({ token: body.token }),
    respond: () => ({ status: 204 }),
  }),
  route({
    method: 'get',
    path: '/api/account/export',
    summary: 'Download everything Cinevia holds about the member, as a JSON file',
    session: 'account',
    responses: { 200: { description: 'The member’s data', schema: accountExport } },
    operation: EXPORT_QUERY,
    respond: (data) =>
      data.me
        ? {
            status: 200,
            body: { exportedAt: new Date().toISOString(), account: data.me },
            headers: {
              'content-disposition': 'attachment; filename="cinevia-my-data.json"',
              'cache-control': 'no-store',
            },
          }
        : UNAUTHORIZED,
  }),
];
