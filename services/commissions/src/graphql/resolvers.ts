import { FILM_REQUEST_STATUSES, filmRequestBody, type FilmRequestStatus } from '@cinevia/proto';
import { appError, parseInput, requireAdmin, requireMember } from '@cinevia/service-kit';
import { ensurePaidFilmFee, moveTo, submitFilmRequest, type FilmRequest } from '../domain/film-request';
import { DuplicateRequestError } from '../store/film-requests';
import type { CommissionsContext } from './context';

/** The same payment twice is the same request for its owner, and a refusal for anyone else. */
function sameRequestOrConflict(existing: FilmRequest, userId: string): FilmRequest {
  if (existing.userId !== userId) throw appError('CONFLICT', 'This payment has already paid for a film request.');
  return existing;
}

const view = (request: FilmRequest) => ({
  id: request.id,
  status: request.status,
  ...request.fields,
  paidAt: request.paidAt.toISOString(),
  createdAt: request.createdAt.toISOString(),
  member: { id: request.userId },
});

export const resolvers = {
  Query: {
    async filmRequests(_: unknown, __: unknown, context: CommissionsContext) {
      requireAdmin(context.caller);
      return (await context.requests.listAll()).map(view);
    },
  },

  Mutation: {
    async submitFilmRequest(_: unknown, args: { input: unknown }, context: CommissionsContext) {
      const userId = requireMember(context.caller);
      const {
        stripePaymentIntentId: paymentIntentId,
        paymentStatus: _claimed,
        ...fields
      } = parseInput(filmRequestBody, args.input);

      const existing = await context.requests.find(paymentIntentId);
      if (existing) return view(sameRequestOrConflict(existing, userId));
      const paidAt = ensurePaidFilmFee(await context.billingPayments.find(context.caller, paymentIntentId), userId);
      const { request, events } = submitFilmRequest(
        { paymentIntentId, userId, fields, paidAt },
        { now: new Date(), correlationId: context.caller.requestId },
      );
      try {
        await context.requests.insert(request, events);
      } catch (error) {
        if (!(error instanceof DuplicateRequestError)) throw error;
        const raced = await context.requests.find(paymentIntentId);
        if (!raced) throw error;
        return view(sameRequestOrConflict(raced, userId));
      }
      context.relay.kick();
      context.logger.info({ requestId: request.id }, 'film request submitted');
      return view(request);
    },

    async updateFilmRequestStatus(_: unknown, args: { id: string; status: string }, context: CommissionsContext) {
      requireAdmin(context.caller);
      const status = FILM_REQUEST_STATUSES.find((known) => known === args.status) as FilmRequestStatus | undefined;
      if (!status) throw appError('BAD_USER_INPUT', `Status must be one of: ${FILM_REQUEST_STATUSES.join(', ')}`);
      const request = await context.requests.find(args.id);
      if (!request) throw appError('NOT_FOUND', 'Film request not found');
      const moved = moveTo(request, status);
      if (moved !== request && !(await context.requests.setStatus(request.id, request.status, moved.status))) {
        throw appError('CONFLICT', 'The request changed meanwhile; reload and try again.');
      }
      return view(moved);
    },
  },

  User: {
    __resolveReference: (reference: { id: string }) => reference,
    async filmRequests(reference: { id: string }, _: unknown, context: CommissionsContext) {
      if (reference.id !== context.caller.userId) throw appError('FORBIDDEN', 'Not your account');
      return (await context.requests.listForUser(reference.id)).map(view);
    },
  },
};
