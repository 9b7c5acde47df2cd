import { z } from 'zod';
import { signedInDevice } from '@cinevia/proto';
import { graphql } from './__generated__';
import { pathParam, route } from './route';

/** What a list of devices shows of each, the member's and the administrator's alike. */
graphql(`
  fragment SignedInDeviceFields on SignedInDevice {
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
`);

/**
 * Account Settings' signed-in devices and the admin portal's: each one's session, and signing them
 * out (the one asking signs out from its own menu).
 */
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
          ...SignedInDeviceFields
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
  route({
    method: 'get',
    path: '/api/admin/sessions',
    summary: 'Every device the administrator is signed in on, the one asking first',
    session: 'admin',
    responses: { 200: { description: 'The devices', schema: z.array(signedInDevice) } },
    operation: graphql(`
      query AdminSignedInDevices {
        adminSignedInDevices {
          ...SignedInDeviceFields
        }
      }
    `),
    respond: (data) => ({ status: 200, body: data.adminSignedInDevices }),
  }),
  route({
    method: 'delete',
    path: '/api/admin/sessions/:id',
    summary: 'Sign out one of the administrator’s other devices',
    session: 'admin',
    responses: { 204: { description: 'Signed out' } },
    refuses: { 400: 'The device asking (POST /api/admin/logout signs it out)', 404: 'No such device' },
    operation: graphql(`
      mutation AdminSignOutDevice($id: ID!) {
        adminSignOutDevice(id: $id)
      }
    `),
    variables: (_body, { params }) => ({ id: pathParam(params, 'id') }),
    respond: () => ({ status: 204 }),
  }),
  route({
    method: 'delete',
    path: '/api/admin/sessions',
    summary: 'Sign out every administrator device but the one asking',
    session: 'admin',
    responses: {
      200: { description: 'How many were signed out', schema: z.object({ signedOutSessions: z.number().int() }) },
    },
    operation: graphql(`
      mutation AdminSignOutOtherDevices {
        adminSignOutOtherDevices
      }
    `),
    respond: (data) => ({ status: 200, body: { signedOutSessions: data.adminSignOutOtherDevices } }),
  }),
];
