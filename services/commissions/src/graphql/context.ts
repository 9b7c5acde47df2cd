import DataLoader from 'dataloader';
import type { RequestContext } from '@cinevia/service-kit';
import type { Commissions } from '../commissions';
import type { FilmRequest } from '../domain/film-request';
import type { FilmRequestIndex } from '../read-model/film-request-index';
import type { FilmRequestStore } from '../store/film-requests';

export interface CommissionsDependencies {
  commissions: Commissions;
  /** Where a long text is read from, by `_id`. */
  requests: FilmRequestStore;
  /** The read model every list comes from. */
  index: FilmRequestIndex;
}

export interface CommissionsContext extends RequestContext, CommissionsDependencies {
  /** Whole requests, each read once per operation by `_id` (never `$in`), when a long text is asked for. */
  requestById: DataLoader<string, FilmRequest | null>;
}

export function buildContext(dependencies: CommissionsDependencies) {
  return (base: RequestContext): CommissionsContext => ({
    ...base,
    ...dependencies,
    requestById: new DataLoader((ids: readonly string[]) =>
      Promise.all(ids.map((id) => dependencies.requests.find(id))),
    ),
  });
}
