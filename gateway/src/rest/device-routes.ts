import { z } from 'zod';
import { signedInDevice } from '@cinevia/proto';
import { graphql } from './__generated__';
import { pathParam, route } from './route';

/** Account Settings' signed-in devices: each one's session, and signing them out. */
export const deviceRoutes = [
  route({
    method: 'get',
    path: '/api/sessions',
    summary: 'Every device signed in to the account, the one asking first',
    session: 'account',
    responses: { 200: { description: 'The devices', schema: z.array(signedInDevice) } },
    operation: graphql(`
      query SignedInDevices {
        signedInDevices {
          id
          current
          browser
          os
          kind
          profileName
          network
          signedInAt
          lastActiveAt
        }
      }
    `),
    respond: (data) => ({ status: 200, body: data.signedInDevices }),
  }),
  route({
    method: 'delete',
    path: '/api/sessions/:id',
    summary: 'Sign out one of the account’s other devices',
    session: 'account',
    responses: { 204: { description: 'Signed out' } },
    refuses: { 400: 'The device asking (POST /api/auth/logout signs it out)', 404: 'No such device' },
    operation: graphql(`
      mutation SignOutDevice($id: ID!) {
        signOutDevice(id: $id)
      }
    `),
    variables: (_body, { params }) => ({ id: pathParam(params, 'id') }),
    respond: () => ({ status: 204 }),
  }),
  route({
    method: 'delete',
    path: '/api/sessions',
    summary: 'Sign out every device of the account but the one asking',
    session: 'account',
    responses: {
      200: { description: 'How many were signed out', schema: z.object({ signedOutSessions: z.number().int() }) },
    },
    operation: graphql(`
      mutation SignOutOtherDevices {
        signOutOtherDevices
      }
    `),
    respond: (data) => ({ status: 200, body: { signedOutSessions: data.signOutOtherDevices } }),
  }),
];
