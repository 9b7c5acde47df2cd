import type { FilmRequestFields } from '@cinevia/proto';
import type { FilmRequest } from '../domain/film-request';
import { summaryOf, type FilmRequestSummary } from '../read-model/film-request-index';

/** A request as served: the read model's summary, and its long texts when they are at hand. */
export const view = (summary: FilmRequestSummary, fields?: FilmRequestFields) => ({
  id: summary.id,
  status: summary.status,
  ...summary.listed,
  paidAt: summary.paidAt.toISOString(),
  createdAt: summary.createdAt.toISOString(),
  member: { id: summary.userId },
  film: summary.film ?? null,
  fields,
});
export type FilmRequestView = ReturnType<typeof view>;

export const fullView = (request: FilmRequest) => view(summaryOf(request), request.fields);
