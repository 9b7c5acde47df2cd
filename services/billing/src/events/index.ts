import type { KV } from 'nats';
import { type Subscription } from '@cinevia/service-kit';
import { recordSubscriber, subscriberEvents } from '@cinevia/shared-models';
import type { Billing } from '../billing';
import type { CustomerStore } from '../store/customers';
import { onPaymentSucceeded } from './on-payment-succeeded';
import { onUserRegistered } from './on-user-registered';

/**
 * Every event billing consumes, and its handler; its own subscription events are recorded in the
 * bucket of subscriber states, by member, for the services that hold only the members in use.
 */
export const subscriptions = (deps: {
  billing: Billing;
  customers: CustomerStore;
  subscriberStates: KV;
}): Subscription[] => [
  onUserRegistered(deps.customers),
  onPaymentSucceeded(deps.billing),
  ...subscriberEvents((state) => recordSubscriber(deps.subscriberStates, state)),
];
