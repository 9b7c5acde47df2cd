import { viewerProfileOf, type FilmLookup, type RequestContext } from '@cinevia/service-kit';
import type { Viewers } from '../read-model/viewers';
import type { Viewing } from '../viewing';

export interface ViewingDependencies {
  viewing: Viewing;
  /** The progress and My List of the profiles this replica holds. */
  viewers: Pick<Viewers, 'ensure' | 'read'>;
  films: FilmLookup;
}

export interface ViewingContext extends RequestContext, ViewingDependencies {
  /** Whether the caller may use My List now (the subscriber book, in memory). */
  premium: () => boolean;
}

/**
 * A request's context, with the session's profile held before any field is resolved (read from
 * the database by `_id` if this replica does not hold it yet), so every field reads memory.
 */
export function buildContext(dependencies: ViewingDependencies) {
  return async (base: RequestContext): Promise<ViewingContext> => {
    const userId = base.caller.userId;
    const profileId = viewerProfileOf(base.caller);
    if (profileId) await dependencies.viewers.ensure(profileId);
    return {
      ...base,
      ...dependencies,
      premium: () => userId !== null && dependencies.viewing.mayUseMyList(userId),
    };
  };
}
