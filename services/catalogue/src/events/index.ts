import type { Subscription } from '@cinevia/service-kit';

/** The catalogue reacts to no other service's events; it only publishes (through the films' outbox). */
export const subscriptions: Subscription[] = [];
