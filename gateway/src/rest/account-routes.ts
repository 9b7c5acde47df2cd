import { z } from 'zod';
import { accountExport, authUser, changePasswordBody, errorBody, profileBody, type AuthUser } from '@cinevia/proto';
import { route } from './route';

const error = (description: string) => ({ description, schema: errorBody });
const USER_FIELDS = 'id email firstName lastName createdAt isSubscribed';

/**
 * Everything the services hold about the member, in one federated query; each service that keeps
 * member data adds its fields here as it lands.
 */
const EXPORT_QUERY = `query ExportMyData {
  me {
    ${USER_FIELDS}
    subscription { status priceCents currentPeriodEnd cancelAtPeriodEnd }
    payments { id purpose amountCents description status createdAt paidAt }
    watchProgress { videoId progress duration updatedAt }
    filmRequests { id status title genre duration timeline paidAt createdAt }
  }
}`;

/** What the profile page's account settings do. */
export const accountRoutes = [
  route({
    method: 'put',
    path: '/api/account/profile',
    summary: "Change the member's name",
    session: 'member',
    body: profileBody,
    responses: {
      200: { description: 'The member', schema: authUser },
      400: error('Invalid name'),
      401: error('Signed out'),
    },
    operation: `mutation UpdateProfile($input: UpdateProfileInput!) { updateProfile(input: $input) { ${USER_FIELDS} } }`,
    variables: (input) => ({ input }),
    respond: (data: { updateProfile: AuthUser }) => ({ status: 200, body: data.updateProfile }),
  }),
  route({
    method: 'post',
    path: '/api/account/password',
    summary: 'Change the password; every other session is signed out',
    session: 'member',
    body: changePasswordBody,
    responses: {
      200: { description: 'Changed', schema: z.object({ signedOutSessions: z.number().int() }) },
      400: error('Wrong current password or invalid new one'),
      401: error('Signed out'),
      429: error('Too many attempts'),
    },
    operation: 'mutation ChangePassword($input: ChangePasswordInput!) { changePassword(input: $input) }',
    variables: (input) => ({ input }),
    respond: (data: { changePassword: number }) => ({ status: 200, body: { signedOutSessions: data.changePassword } }),
  }),
  route({
    method: 'get',
    path: '/api/account/export',
    summary: 'Download everything Cinevia holds about the member, as a JSON file',
    session: 'member',
    responses: { 200: { description: 'The member’s data', schema: accountExport }, 401: error('Signed out') },
    operation: EXPORT_QUERY,
    respond: (data: { me: Record<string, unknown> | null }) =>
      data.me
        ? {
            status: 200,
            body: { exportedAt: new Date().toISOString(), account: data.me },
            headers: {
              'content-disposition': 'attachment; filename="cinevia-my-data.json"',
              'cache-control': 'no-store',
            },
          }
        : { status: 401, body: { message: 'Unauthorized' } },
  }),
];
