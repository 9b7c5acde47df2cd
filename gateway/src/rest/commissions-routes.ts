import { z } from 'zod';
import { errorBody, filmRequestBody, FILM_REQUEST_STATUSES } from '@cinevia/proto';
import { route } from './route';

const error = (description: string) => ({ description, schema: errorBody });
const REQUEST_FIELDS =
  'id status title description genre duration targetAudience timeline style tone setting characters plot visualElements audioElements specialEffects inspiration additionalNotes paidAt createdAt';
const adminOnly = { 401: error('No admin session'), 403: error('Signed in, but not as the administrator') };
const statusBody = z.object({
  status: z.enum(FILM_REQUEST_STATUSES, { error: `Status must be one of: ${FILM_REQUEST_STATUSES.join(', ')}` }),
});

/** The spec's film-request path, and the administrator's view of requests. */
export const commissionsRoutes = [
  route({
    method: 'post',
    path: '/api/film-requests',
    summary: 'Save a custom film request paid with a succeeded $100 film payment',
    body: filmRequestBody,
    responses: {
      201: { description: 'Saved (the same payment again returns the same request)' },
      400: error('Invalid field'),
      401: error('Signed out'),
      402: error('Not a succeeded $100 film payment of the caller'),
      409: error('The payment already paid for another request'),
    },
    operation: `mutation SubmitFilmRequest($input: FilmRequestInput!) { submitFilmRequest(input: $input) { ${REQUEST_FIELDS} } }`,
    variables: (input) => ({ input }),
    respond: (data: { submitFilmRequest: unknown }) => ({ status: 201, body: data.submitFilmRequest }),
  }),
  route({
    method: 'get',
    path: '/api/admin/film-requests',
    summary: 'Every film request, newest first, with the member (administrator)',
    requires: 'admin',
    responses: { 200: { description: 'Requests' }, ...adminOnly },
    operation: `query FilmRequests { filmRequests { ${REQUEST_FIELDS} member { id email firstName lastName } } }`,
    respond: (data: { filmRequests: unknown[] }) => ({ status: 200, body: data.filmRequests }),
  }),
  route({
    method: 'put',
    path: '/api/admin/film-requests/:id/status',
    summary: 'Move a request on: submitted → in_production → delivered, or cancelled (administrator)',
    requires: 'admin',
    body: statusBody,
    responses: {
      200: { description: 'The request' },
      400: error('Unknown status'),
      404: error('No such request'),
      409: error('Not allowed from its current status'),
      ...adminOnly,
    },
    operation: `mutation UpdateFilmRequestStatus($id: ID!, $status: String!) { updateFilmRequestStatus(id: $id, status: $status) { ${REQUEST_FIELDS} } }`,
    variables: (body, { params }) => ({ id: params.id, status: body.status }),
    respond: (data: { updateFilmRequestStatus: unknown }) => ({ status: 200, body: data.updateFilmRequestStatus }),
  }),
];
