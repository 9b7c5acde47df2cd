import { profileInput, profileList, profileLockInput, profileSwitchInput, viewerProfile } from '@cinevia/proto';
import { graphql } from './__generated__';
import { asInput, pathParam, route, UNAUTHORIZED } from './route';

const profileId = (params: Record<string, string>) => ({ id: pathParam(params, 'id') });

/** The account's viewer profiles: who watches, and which one this session watches as. */
export const profileRoutes = [
  route({
    method: 'get',
    path: '/api/profiles',
    summary: "The account's profiles, the first one first, and the one this session watches as",
    session: 'member',
    responses: { 200: { description: 'The profiles', schema: profileList } },
    operation: graphql(`
      query Profiles {
        me {
          profiles {
            ...ViewerProfileFields
          }
        }
        currentProfile {
          id
        }
      }
    `),
    respond: (data) =>
      data.me && data.currentProfile
        ? { status: 200, body: { currentProfileId: data.currentProfile.id, profiles: data.me.profiles } }
        : UNAUTHORIZED,
  }),
  route({
    method: 'post',
    path: '/api/profiles',
    summary: 'Add a profile (at most 5 per account)',
    session: 'member',
    body: profileInput,
    responses: { 201: { description: 'The new profile', schema: viewerProfile } },
    refuses: { 400: 'Invalid field', 409: 'Five profiles already, or the name is taken' },
    operation: graphql(`
      mutation AddViewerProfile($input: ViewerProfileInput!) {
        addViewerProfile(input: $input) {
          ...ViewerProfileFields
        }
      }
    `),
    variables: asInput,
    respond: (data) => ({ status: 201, body: data.addViewerProfile }),
  }),
  route({
    method: 'put',
    path: '/api/profiles/:id',
    summary: "Change a profile's name, avatar, Kids setting or level; sessions watching as it take the new level",
    session: 'member',
    body: profileInput,
    responses: { 200: { description: 'The changed profile', schema: viewerProfile } },
    refuses: { 400: 'Invalid field', 404: 'No such profile', 409: 'The name is taken' },
    operation: graphql(`
      mutation UpdateViewerProfile($id: ID!, $input: ViewerProfileInput!) {
        updateViewerProfile(id: $id, input: $input) {
          ...ViewerProfileFields
        }
      }
    `),
    variables: (body, { params }) => ({ ...profileId(params), input: body }),
    respond: (data) => ({ status: 200, body: data.updateViewerProfile }),
  }),
  route({
    method: 'delete',
    path: '/api/profiles/:id',
    summary: 'Delete a profile with its list and progress; sessions watching as it end',
    session: 'member',
    responses: { 204: { description: 'Deleted' } },
    refuses: { 404: 'No such profile', 409: "The account's first profile" },
    operation: graphql(`
      mutation DeleteViewerProfile($id: ID!) {
        deleteViewerProfile(id: $id)
      }
    `),
    variables: (_body, { params }) => profileId(params),
    respond: () => ({ status: 204 }),
  }),
  route({
    method: 'put',
    path: '/api/profiles/:id/lock',
    summary: "Set a profile's 4-digit lock code, or remove it (code null), with the account password",
    session: 'member',
    body: profileLockInput,
    responses: { 200: { description: 'The profile', schema: viewerProfile } },
    refuses: {
      400: 'Invalid field',
      403: 'Wrong password, asked from a Kids profile, or another locked profile',
      404: 'No such profile',
      429: 'Too many wrong attempts for this profile (Retry-After)',
    },
    operation: graphql(`
      mutation SetViewerProfileLock($id: ID!, $input: ViewerProfileLockInput!) {
        setViewerProfileLock(id: $id, input: $input) {
          ...ViewerProfileFields
        }
      }
    `),
    variables: (body, { params }) => ({ ...profileId(params), input: body }),
    respond: (data) => ({ status: 200, body: data.setViewerProfileLock }),
  }),
  route({
    method: 'post',
    path: '/api/profiles/:id/switch',
    summary:
      'Watch as this profile from now on, in this session only; a locked profile asks its code, leaving a Kids profile may ask the account password',
    session: 'member',
    body: profileSwitchInput,
    responses: { 200: { description: 'The profile now watching', schema: viewerProfile } },
    refuses: {
      400: 'Invalid field',
      403: 'The code or password is missing or wrong',
      404: 'No such profile',
      429: 'Five wrong codes for this profile in 15 minutes (Retry-After)',
    },
    operation: graphql(`
      mutation SwitchViewerProfile($id: ID!, $input: SwitchProfileInput) {
        switchViewerProfile(id: $id, input: $input) {
          ...ViewerProfileFields
        }
      }
    `),
    variables: (body, { params }) => ({ ...profileId(params), input: body }),
    respond: (data) => ({ status: 200, body: data.switchViewerProfile }),
  }),
];
