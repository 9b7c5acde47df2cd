import type { Subscription } from '@cinevia/service-kit';
import type { Billing } from '../billing';
import type { CustomerStore } from '../store/customers';
import { onPaymentSucceeded } from './on-payment-succeeded';
import { onUserRegistered } from './on-user-registered';

/** Every event billing consumes, and its handler. */
export const subscriptions = (deps: { billing: Billing; customers: CustomerStore }): Subscription[] => [
  onUserRegistered(deps.customers),
  onPaymentSucceeded(deps.billing),
];
