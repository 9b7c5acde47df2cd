import type { Connection } from 'mongoose';
import type { BillingConfig } from '../config';
import { createSimulatedProvider, type SimulatedProvider } from './simulated';
import { createStripeProvider } from './stripe';
import type { PaymentProvider } from './port';

/** Picks the adapter the configuration names: Stripe with keys, the simulation without. */
export function createPaymentProvider(
  config: BillingConfig['payments'],
  connection: Connection,
): { provider: PaymentProvider; simulated: SimulatedProvider | null } {
  if (config.provider === 'stripe') return { provider: createStripeProvider(config), simulated: null };
  const simulated = createSimulatedProvider(connection);
  return { provider: simulated, simulated };
}
