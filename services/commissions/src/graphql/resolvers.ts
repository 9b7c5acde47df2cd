import { z } from 'zod';
import { filmRequestBody, type FilmRequestFields } from '@cinevia/proto';
import { appError, parseInput, requireAdmin, requireMember } from '@cinevia/service-kit';
import { ensurePaidFilmFee, moveTo, submitFilmRequest, type FilmRequest } from '../domain/film-request';
import { summaryOf } from '../read-model/film-request-index';
import { DuplicateRequestError } from '../store/film-requests';
import type { CommissionsContext } from './context';
import { fullView, view, type FilmRequestView } from './views';
import type { Resolvers } from './__generated__/resolvers';

const PAGE_SIZE = 20;
const pageSize = z
  .number({ error: 'Page size must be a whole number from 1 to 100' })
  .int('Page size must be a whole number from 1 to 100')
  .min(1, 'Page size must be a whole number from 1 to 100')
  .max(100, 'Page size must be a whole number from 1 to 100');
const pageArgs = z.object({
  first: pageSize.nullish().transform((first) => first ?? PAGE_SIZE),
  after: z.string().max(500, 'Invalid cursor').nullish(),
});

/** The same payment twice is the same request for its owner, and a refusal for anyone else. */
function sameRequestOrConflict(existing: FilmRequest, userId: string): FilmRequest {
  if (existing.userId !== userId) throw appError('CONFLICT', 'This payment has already paid for a film request.');
  return existing;
}

/** The texts the read model leaves out, read by `_id` only when an operation asks for them. */
const LONG_TEXTS = [
  'description',
  'setting',
  'characters',
  'plot',
  'visualElements',
  'audioElements',
  'specialEffects',
  'inspiration',
  'additionalNotes',
] as const satisfies readonly (keyof FilmRequestFields)[];

const longTextResolvers = Object.fromEntries(
  LONG_TEXTS.map((field) => [
    field,
    async (parent: FilmRequestView, _: unknown, context: CommissionsContext) => {
      const fields = parent.fields ?? (await context.requestById.load(parent.id))?.fields;
      if (!fields) throw new Error(`film request ${parent.id} is in the read model but not stored`);
      return fields[field] ?? null;
    },
  ]),
);

export const resolvers = {
  Query: {
    filmRequests(_, args, context) {
      requireAdmin(context.caller);
      const { first, after } = parseInput(pageArgs, args);
      const page = context.index.page(first, after ?? undefined);
      return { requests: page.requests.map((summary) => view(summary)), nextCursor: page.nextCursor };
    },
  },

  Mutation: {
    async submitFilmRequest(_, args, context) {
      const userId = requireMember(context.caller);
      const {
        stripePaymentIntentId: paymentIntentId,
        paymentStatus: _claimed,
        ...fields
      } = parseInput(filmRequestBody, args.input);

      const existing = await context.requests.find(paymentIntentId);
      if (existing) return fullView(sameRequestOrConflict(existing, userId));
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
        return fullView(sameRequestOrConflict(raced, userId));
      }
      // This replica lists it at once; the others learn of it from the event.
      context.index.apply(summaryOf(request));
      context.logger.info({ requestId: request.id }, 'film request submitted');
      return fullView(request);
    },

    async updateFilmRequestStatus(_, args, context) {
      requireAdmin(context.caller);
      const request = await context.requests.find(args.id);
      if (!request) throw appError('NOT_FOUND', 'Film request not found');
      const moved = moveTo(request, args.status, { now: new Date(), correlationId: context.caller.requestId });
      if (moved.events.length && !(await context.requests.saveStatus(moved.request, request.status, moved.events))) {
        throw appError('CONFLICT', 'The request changed meanwhile; reload and try again.');
      }
      context.index.apply(summaryOf(moved.request));
      return fullView(moved.request);
    },
  },

  FilmRequest: longTextResolvers,

  User: {
    __resolveReference: (reference) => reference,
    filmRequests(reference, _, context) {
      if (reference.id !== context.caller.userId) throw appError('FORBIDDEN', 'Not your account');
      return context.index.forMember(reference.id).map((summary) => view(summary));
    },
  },
} satisfies Resolvers;
