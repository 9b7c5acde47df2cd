import { DomainError, type FilmRequestFields, type FilmRequestStatus } from '@cinevia/proto';
import type { Logger, UserContext } from '@cinevia/service-kit';
import type { BillingPayments } from './adapters/billing-payments';
import { ensurePaidFilmFee, moveTo, submitFilmRequest, type FilmRequest } from './domain/film-request';
import { summaryOf, type FilmRequestIndex } from './read-model/film-request-index';
import { DuplicateRequestError, type FilmRequestStore } from './store/film-requests';

export interface CommissionsDependencies {
  requests: FilmRequestStore;
  /** This replica's read model: told of its own writes at once, the others learn them from the events. */
  index: FilmRequestIndex;
  billingPayments: BillingPayments;
  logger: Logger;
}

/** The same payment twice is the same request for its owner, and a refusal for anyone else. */
function sameRequestOrConflict(existing: FilmRequest, userId: string): FilmRequest {
  if (existing.userId !== userId)
    throw new DomainError('This payment has already paid for a film request.', 'CONFLICT');
  return existing;
}

/** Commissions' use-cases: each reads by `_id`, asks the domain, writes with its events, then updates the read model. */
export function createCommissions({ requests, index, billingPayments, logger }: CommissionsDependencies) {
  return {
    /** A request for the film its payment paid for; submitting it again answers the same request. */
    async submit(
      caller: UserContext,
      userId: string,
      input: { paymentIntentId: string; fields: FilmRequestFields },
    ): Promise<FilmRequest> {
      const { paymentIntentId, fields } = input;
      const existing = await requests.find(paymentIntentId);
      if (existing) return sameRequestOrConflict(existing, userId);
      const paidAt = ensurePaidFilmFee(await billingPayments.find(caller, paymentIntentId), userId);
      const { request, events } = submitFilmRequest(
        { paymentIntentId, userId, fields, paidAt },
        { now: new Date(), correlationId: caller.requestId },
      );
      try {
        await requests.insert(request, events);
      } catch (error) {
        if (!(error instanceof DuplicateRequestError)) throw error;
        const raced = await requests.find(paymentIntentId);
        if (!raced) throw error;
        return sameRequestOrConflict(raced, userId);
      }
      index.apply(summaryOf(request));
      logger.info({ requestId: request.id }, 'film request submitted');
      return request;
    },

    /** The administrator moves a request along its statuses. */
    async moveStatus(id: string, status: FilmRequestStatus, correlationId: string): Promise<FilmRequest> {
      const request = await requests.find(id);
      if (!request) throw new DomainError('Film request not found', 'NOT_FOUND');
      const moved = moveTo(request, status, { now: new Date(), correlationId });
      if (moved.events.length && !(await requests.saveStatus(moved.request, request.status, moved.events))) {
        throw new DomainError('The request changed meanwhile; reload and try again.', 'CONFLICT');
      }
      index.apply(summaryOf(moved.request));
      return moved.request;
    },
  };
}
export type Commissions = ReturnType<typeof createCommissions>;
