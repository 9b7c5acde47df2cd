import type { ProgressSave } from '@cinevia/proto';
import type { FilmLookup, RequestContext } from '@cinevia/service-kit';
import { mayUseMyList, type SubscriberBook } from '../read-model/subscribers';
import type { MemberStore } from '../store/members';
import type { WatchlistStore } from '../store/watchlist';

export interface ViewingDependencies {
  members: MemberStore;
  /** Resolves once JetStream holds the save. */
  publishSave: (save: ProgressSave) => Promise<void>;
  watchlist: WatchlistStore;
  /** Subscription states from billing's events, in memory. */
  subscribers: SubscriberBook;
  films: FilmLookup;
  now: () => Date;
}

export interface ViewingContext extends RequestContext, ViewingDependencies {
  /** Whether the caller may use My List now (the subscriber book, in memory). */
  premium: () => boolean;
}

export function buildContext(dependencies: ViewingDependencies) {
  return (base: RequestContext): ViewingContext => {
    const userId = base.caller.userId;
    return {
      ...base,
      ...dependencies,
      premium: () => userId !== null && mayUseMyList(dependencies.subscribers.of(userId), dependencies.now()),
    };
  };
}
