import type { Subscription } from '@cinevia/service-kit';
import type { ProjectionStore } from '../store/projections';
import { onSubscriptionChanged } from './on-subscription-changed';

/**
 * Every event viewing's durable consumer takes (one replica handles each). The catalogue's film
 * events are not here: every replica follows them itself (events/known-films).
 */
export const subscriptions = (deps: { projections: ProjectionStore }): Subscription[] => [
  ...onSubscriptionChanged(deps.projections),
];
