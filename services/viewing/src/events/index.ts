import type { Subscription } from '@cinevia/service-kit';
import type { ProgressStore } from '../store/progress';
import type { ProjectionStore } from '../store/projections';
import type { WatchlistStore } from '../store/watchlist';
import { onSubscriptionChanged } from './on-subscription-changed';
import { onVideoChanged } from './on-video-changed';
import { onVideoDeleted } from './on-video-deleted';

/** Every event viewing consumes, and its handler. */
export const subscriptions = (deps: {
  projections: ProjectionStore;
  progress: ProgressStore;
  watchlist: WatchlistStore;
}): Subscription[] => [
  ...onSubscriptionChanged(deps.projections),
  ...onVideoChanged(deps.projections),
  onVideoDeleted(deps),
];
