import type { FilmLookup, RequestContext } from '@cinevia/service-kit';
import type { MemberStore } from '../store/members';
import type { Viewing } from '../viewing';

export interface ViewingDependencies {
  viewing: Viewing;
  /** Each member's progress and My List, as the read models hold them. */
  members: MemberStore;
  films: FilmLookup;
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
      premium: () => userId !== null && dependencies.viewing.mayUseMyList(userId),
    };
  };
}
