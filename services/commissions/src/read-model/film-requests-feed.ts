import { commissionsEvents } from '@cinevia/proto';
import { on, type ReadModel } from '@cinevia/service-kit';
import type { FilmRequestStore } from '../store/film-requests';
import { summaryOf, type FilmRequestIndex } from './film-request-index';

/**
 * Loads every request at start and follows commissions' own events from then on, through this
 * process's own ordered consumer: every replica sees every request and every move, whichever
 * replica made it.
 */
export function filmRequestsFeed(requests: FilmRequestStore, index: FilmRequestIndex): ReadModel {
  return {
    name: 'film requests',
    subscriptions: [
      on(commissionsEvents.filmRequestSubmitted, async ({ data, occurredAt }) =>
        index.apply(
          summaryOf({
            id: data.requestId,
            userId: data.userId,
            fields: data.request,
            status: 'submitted',
            paidAt: new Date(data.paidAt),
            createdAt: new Date(occurredAt),
            version: 1,
          }),
        ),
      ),
      on(commissionsEvents.filmRequestStatusChanged, async ({ data }) => index.applyStatus(data)),
      on(commissionsEvents.filmRequestDelivered, async ({ data }) =>
        index.applyStatus({ ...data, status: 'delivered' }),
      ),
    ],
    load: () => requests.loadSummaries((summary) => index.apply(summary)),
  };
}
