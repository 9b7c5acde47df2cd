import { billingEvents } from '@cinevia/proto';
import { on } from '@cinevia/service-kit';
import type { Billing } from '../billing';

/**
 * Billing listens to its own succeeded payments: the request that confirmed a payment already
 * applied it, but if the process died in between, this durable delivery finishes the job.
 */
export const onPaymentSucceeded = (billing: Billing) =>
  on(billingEvents.paymentSucceeded, async (event) => {
    if (event.data.purpose !== 'subscription') return;
    await billing.applySubscriptionPayment(event.data.userId, event.data.paymentIntentId, event.correlationId);
  });
