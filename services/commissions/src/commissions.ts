import { randomUUID } from 'node:crypto';
import {
  DomainError,
  type Envelope,
  type FilmDelivery,
  type FilmRequestFields,
  type FilmRequestStatus,
} from '@cinevia/proto';
import type { Logger, UserContext } from '@cinevia/service-kit';
import type { BillingPayments } from './adapters/billing-payments';
import { deliverFilm, ensurePaidFilmFee, moveTo, submitFilmRequest, type FilmRequest } from './domain/film-request';
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
  /** Reads a request by `_id`, lets `change` decide, and saves what it decided with its events. */
  async function changeRequest(
    id: string,
    change: (request: FilmRequest) => { request: FilmRequest; events: Envelope[] },
  ): Promise<FilmRequest> {
    const request = await requests.find(id);
    if (!request) throw new DomainError('Film request not found', 'NOT_FOUND');
    const changed = change(request);
    if (changed.events.length && !(await requests.saveStatus(changed.request, request.status, changed.events))) {
      throw new DomainError('The request changed meanwhile; reload and try again.', 'CONFLICT');
    }
    index.apply(summaryOf(changed.request));
    return changed.request;
  }

  return {
    /** The administrator moves a request along its statuses. */
    moveStatus: (id: string, status: FilmRequestStatus, correlationId: string): Promise<FilmRequest> =>
      changeRequest(id, (request) => moveTo(request, status, { now: new Date(), correlationId })),

    /** The administrator delivers the film a request in production paid for, or delivers it again. */
    deliver: (id: string, delivery: FilmDelivery, correlationId: string): Promise<FilmRequest> =>
      changeRequest(id, (request) =>
        deliverFilm(request, delivery, { now: new Date(), correlationId, newFilmId: randomUUID }),
      ),

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
  };
}
export type Commissions = ReturnType<typeof createCommissions>;
