import type { RequestContext } from '@cinevia/service-kit';
import type { Billing } from '../billing';
import type { SimulatedProvider } from '../providers/simulated';
import type { PaymentProvider } from '../providers/port';
import type { CustomerStore } from '../store/customers';
import type { PaymentStore } from '../store/payments';

export interface BillingDependencies {
  billing: Billing;
  payments: PaymentStore;
  customers: CustomerStore;
  provider: PaymentProvider;
  /** Present only when the simulated provider is in use. */
  simulated: SimulatedProvider | null;
  now: () => Date;
}

export interface BillingContext extends RequestContext, BillingDependencies {}

export function buildContext(dependencies: BillingDependencies) {
  return (base: RequestContext): BillingContext => ({ ...base, ...dependencies });
}
