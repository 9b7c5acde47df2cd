import { commissionsEvents } from '@cinevia/proto';
import { on, startReadModel, type Logger, type ReadModelFeed } from '@cinevia/service-kit';
import type { FilmRequestStore } from '../store/film-requests';
import { summaryOf, type FilmRequestIndex } from './film-request-index';

type NatsConnection = Parameters<typeof startReadModel>[0]['nc'];

/**
 * Loads every request at start and follows commissions' own events from then on, through this
 * process's own ordered consumer: every replica sees every request and every move, whichever
 * replica made it.
 */
export function startFilmRequestsFeed(options: {
  nc: NatsConnection;
  requests: FilmRequestStore;
  index: FilmRequestIndex;
  logger: Logger;
}): Promise<ReadModelFeed> {
  const { nc, requests, index, logger } = options;
  return startReadModel({
    name: 'film requests',
    nc,
    logger,
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
    ],
    load: () => requests.loadSummaries((summary) => index.apply(summary)),
  });
}
