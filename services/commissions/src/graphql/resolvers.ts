import { z } from 'zod';
import { filmDeliveryInput, filmRequestBody, type FilmRequestFields } from '@cinevia/proto';
import { appError, parseInput, requireAccountHolder, requireAdmin } from '@cinevia/service-kit';
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
    async filmRequest(_, args, context) {
      requireAdmin(context.caller);
      const request = await context.requestById.load(args.id);
      return request ? fullView(request) : null;
    },
  },

  Mutation: {
    async submitFilmRequest(_, args, context) {
      const userId = requireAccountHolder(context.caller);
      const {
        stripePaymentIntentId: paymentIntentId,
        paymentStatus: _claimed,
        ...fields
      } = parseInput(filmRequestBody, args.input);
      return fullView(await context.commissions.submit(context.caller, userId, { paymentIntentId, fields }));
    },

    async updateFilmRequestStatus(_, args, context) {
      requireAdmin(context.caller);
      return fullView(await context.commissions.moveStatus(args.id, args.status, context.caller.requestId));
    },

    async deliverFilmRequest(_, args, context) {
      requireAdmin(context.caller);
      const delivery = parseInput(filmDeliveryInput, args.input);
      return fullView(await context.commissions.deliver(args.id, delivery, context.caller.requestId));
    },
  },

  FilmRequest: longTextResolvers,

  User: {
    __resolveReference: (reference) => reference,
    filmRequests(reference, _, context) {
      // The account's requests and payments: not a Kids profile's to see (nor another account's).
      if (reference.id !== requireAccountHolder(context.caller)) throw appError('FORBIDDEN', 'Not your account');
      return context.index.forMember(reference.id).map((summary) => view(summary));
    },
  },
} satisfies Resolvers;
