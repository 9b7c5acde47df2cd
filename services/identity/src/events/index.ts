import type { Subscription } from '@cinevia/service-kit';

/** Identity reacts to no other service's events; it only publishes (through the users' outbox). */
export const subscriptions: Subscription[] = [];
