import type { Subscription } from '@cinevia/service-kit';

/**
 * Commissions' durable consumers handle no events: whether a request was paid is asked of billing
 * at submission, so it never waits for (or trusts an absent) billing.payment.succeeded. Its read
 * model follows commissions' own events on a consumer of each replica (read-model/).
 */
export const subscriptions: Subscription[] = [];
