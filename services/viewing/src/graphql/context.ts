import { viewerProfileOf, type RequestContext } from '@cinevia/service-kit';
import { type FilmLookup, type HeldSubscribers, type KnownFilms } from '@cinevia/shared-models';
import type { Insights } from '../insights';
import type { Viewers } from '../read-model/viewers';
import type { Viewing } from '../viewing';

export interface ViewingDependencies {
  viewing: Viewing;
  /** The progress and My List of the profiles this replica holds. */
  viewers: Pick<Viewers, 'ensure' | 'read'>;
  /** The Premium of the accounts this replica holds. */
  subscribers: Pick<HeldSubscribers, 'ensure'>;
  films: Pick<KnownFilms, 'forAccount' | 'commissioned'>;
  /** Admin-web's Insights. */
  insights: Pick<Insights, 'forPeriod'>;
}

export interface ViewingContext extends RequestContext, Omit<ViewingDependencies, 'films'> {
  /** The films as the caller's account sees them: the catalogue's, and its own commissioned films. */
  films: FilmLookup;
  /** The films commissioned by accounts (each account reads its own). */
  commissioned: KnownFilms['commissioned'];
  /** Whether the caller may use My List now (the account's subscription, held). */
  premium: () => boolean;
}

/**
 * A request's context, with the session's profile and its account's subscription held before any
 * field is resolved (read by `_id` and by key, at once, if this replica does not hold them yet),
 * so every field reads memory.
 */
export function buildContext(dependencies: ViewingDependencies) {
  return async (base: RequestContext): Promise<ViewingContext> => {
    const userId = base.caller.userId;
    const profileId = viewerProfileOf(base.caller);
    if (userId && profileId) {
      await Promise.all([dependencies.viewers.ensure(profileId), dependencies.subscribers.ensure(userId)]);
    }
    return {
      ...base,
      ...dependencies,
      films: dependencies.films.forAccount(userId),
      commissioned: dependencies.films.commissioned,
      premium: () => userId !== null && dependencies.viewing.mayUseMyList(userId),
    };
  };
}
