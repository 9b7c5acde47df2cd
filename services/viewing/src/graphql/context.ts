import type { ProgressSave } from '@cinevia/proto';
import type { FilmLookup, RequestContext } from '@cinevia/service-kit';
import DataLoader from 'dataloader';
import type { MemberViewing } from '../domain/member';
import { mayUseMyList } from '../domain/subscribers';
import type { MemberStore } from '../store/members';
import type { ProjectionStore } from '../store/projections';
import type { WatchlistStore } from '../store/watchlist';

export interface ViewingDependencies {
  members: MemberStore;
  /** Resolves once JetStream holds the save. */
  publishSave: (save: ProgressSave) => Promise<void>;
  watchlist: WatchlistStore;
  projections: ProjectionStore;
  films: FilmLookup;
  now: () => Date;
}

export interface ViewingContext extends RequestContext, ViewingDependencies {
  /**
   * A member's My List document, read once per request (by `_id`), with their progress from the
   * book, for every card and list of the reply: a page of films asks `inMyList` and `progress` of
   * each, all answered from this one read.
   */
  memberOf: DataLoader<string, MemberViewing>;
  /** Whether the caller may use My List now: their subscriber record, read once per request. */
  premium: () => Promise<boolean>;
}

export function buildContext(dependencies: ViewingDependencies) {
  return (base: RequestContext): ViewingContext => {
    const userId = base.caller.userId;
    let premium: Promise<boolean> | undefined;
    return {
      ...base,
      ...dependencies,
      // One `_id` read per member, never a `$in` (FerretDB would scan the collection for it).
      memberOf: new DataLoader((userIds) => Promise.all(userIds.map((id) => dependencies.members.read(id)))),
      premium: () =>
        (premium ??= userId
          ? dependencies.projections.subscriber(userId).then((state) => mayUseMyList(state, dependencies.now()))
          : Promise.resolve(false)),
    };
  };
}
