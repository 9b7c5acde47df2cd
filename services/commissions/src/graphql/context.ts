import type { OutboxRelay, RequestContext } from '@cinevia/service-kit';
import type { BillingPayments } from '../adapters/billing-payments';
import type { FilmRequestStore } from '../store/film-requests';

export interface CommissionsDependencies {
  requests: FilmRequestStore;
  billingPayments: BillingPayments;
  relay: OutboxRelay;
}

export interface CommissionsContext extends RequestContext, CommissionsDependencies {}

export function buildContext(dependencies: CommissionsDependencies) {
  return (base: RequestContext): CommissionsContext => ({ ...base, ...dependencies });
}
