import { z } from 'zod';
import {
  adminFilmRequestView,
  filmDeliveryInput,
  filmRequestBody,
  filmRequestView,
  FILM_REQUEST_STATUSES,
  myFilmView,
  video,
} from '@cinevia/proto';
import { graphql } from './__generated__';
import { asInput, pathParam, route, UNAUTHORIZED } from './route';

const statusBody = z.object({
  status: z.enum(FILM_REQUEST_STATUSES, { error: `Status must be one of: ${FILM_REQUEST_STATUSES.join(', ')}` }),
});

/**
 * The spec's clients got the whole list in one reply; it now comes a page at a time, so without a
 * `limit` the reply is the largest page. The limits and messages are the subgraph's, which checks
 * them again (and whether the cursor is one of ours).
 */
const ADMIN_PAGE = 100;
const PAGE_SIZE_MESSAGE = 'Page size must be a whole number from 1 to 100';
const adminListQuery = z.object({
  limit: z.coerce
    .number({ error: PAGE_SIZE_MESSAGE })
    .int(PAGE_SIZE_MESSAGE)
    .min(1, PAGE_SIZE_MESSAGE)
    .max(ADMIN_PAGE, PAGE_SIZE_MESSAGE)
    .optional(),
  cursor: z.string({ error: 'Invalid cursor' }).max(500, 'Invalid cursor').optional(),
});
function pageArgs(query: Record<string, unknown>): { first: number; after: string | null } {
  const { limit, cursor } = query as z.output<typeof adminListQuery>;
  return { first: limit ?? ADMIN_PAGE, after: cursor ?? null };
}

/** The spec's film-request path, and the administrator's view of requests. */
export const commissionsRoutes = [
  route({
    method: 'post',
    path: '/api/film-requests',
    summary: 'Save a custom film request paid with a succeeded $100 film payment',
    session: 'account',
    body: filmRequestBody,
    responses: {
      201: { description: 'Saved (the same payment again returns the same request)', schema: filmRequestView },
    },
    refuses: {
      400: 'Invalid field',
      402: 'Not a succeeded $100 film payment of the caller',
      409: 'The payment already paid for another request',
    },
    operation: graphql(`
      mutation SubmitFilmRequest($input: FilmRequestInput!) {
        submitFilmRequest(input: $input) {
          ...RestFilmRequest
        }
      }
    `),
    variables: asInput,
    respond: (data) => ({ status: 201, body: data.submitFilmRequest }),
  }),
  route({
    method: 'get',
    path: '/api/my-films',
    summary:
      "The member's film requests, newest first, each with its status and, once delivered, its film (the member's own)",
    session: 'account',
    responses: { 200: { description: 'The requests', schema: z.array(myFilmView) } },
    operation: graphql(`
      query MyFilms {
        me {
          filmRequests {
            ...FilmRequestChoicesFields
            film {
              ...FilmFields
            }
          }
        }
      }
    `),
    respond: (data) => (data.me ? { status: 200, body: data.me.filmRequests } : UNAUTHORIZED),
  }),
  route({
    method: 'get',
    path: '/api/admin/film-requests',
    summary:
      'Film requests, newest first, with the member (administrator): `limit` of them (1 to 100, default 100) ' +
      'after `cursor`; the `X-Next-Cursor` header names the next page when there is one',
    requires: 'admin',
    query: adminListQuery,
    responses: { 200: { description: 'Requests', schema: z.array(adminFilmRequestView) } },
    refuses: { 400: 'Invalid limit or cursor' },
    operation: graphql(`
      query FilmRequests($first: Int, $after: String) {
        filmRequests(first: $first, after: $after) {
          requests {
            ...RestFilmRequest
            member {
              id
              email
              firstName
              lastName
            }
          }
          nextCursor
        }
      }
    `),
    variables: (_body, { query }) => pageArgs(query),
    respond: (data) => ({
      status: 200,
      body: data.filmRequests.requests,
      headers: data.filmRequests.nextCursor ? { 'x-next-cursor': data.filmRequests.nextCursor } : undefined,
    }),
  }),
  route({
    method: 'put',
    path: '/api/admin/film-requests/:id/status',
    summary: 'Move a request on: submitted → in_production → delivered, or cancelled (administrator)',
    requires: 'admin',
    body: statusBody,
    responses: { 200: { description: 'The request', schema: filmRequestView } },
    refuses: { 400: 'Unknown status', 404: 'No such request', 409: 'Not allowed from its current status' },
    operation: graphql(`
      mutation UpdateFilmRequestStatus($id: ID!, $status: FilmRequestStatus!) {
        updateFilmRequestStatus(id: $id, status: $status) {
          ...RestFilmRequest
        }
      }
    `),
    variables: (body, { params }) => ({ id: pathParam(params, 'id'), status: body.status }),
    respond: (data) => ({ status: 200, body: data.updateFilmRequestStatus }),
  }),
  route({
    method: 'post',
    path: '/api/admin/film-requests/:id/deliver',
    summary:
      'Deliver the film a request in production paid for, or deliver it again (a corrected link): a film private to ' +
      'the member who asked, the same film each time (administrator)',
    requires: 'admin',
    body: filmDeliveryInput,
    responses: {
      200: { description: 'The request, delivered, with its film', schema: filmRequestView.extend({ film: video }) },
    },
    refuses: { 400: 'Invalid film', 404: 'No such request', 409: 'Not in production or delivered' },
    operation: graphql(`
      mutation DeliverFilmRequest($id: ID!, $input: FilmDeliveryInput!) {
        deliverFilmRequest(id: $id, input: $input) {
          ...RestFilmRequest
          film {
            ...FilmFields
          }
        }
      }
    `),
    variables: (body, { params }) => ({ id: pathParam(params, 'id'), input: body }),
    respond: (data) => ({ status: 200, body: data.deliverFilmRequest }),
  }),
];
