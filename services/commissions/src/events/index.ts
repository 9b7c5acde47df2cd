import type { Subscription } from '@cinevia/service-kit';

/**
 * Commissions consumes no events: whether a request was paid is asked of billing at submission,
 * so it never waits for (or trusts an absent) billing.payment.succeeded.
 */
export const subscriptions: Subscription[] = [];
