import type { RequestContext } from '@cinevia/service-kit';
import DataLoader from 'dataloader';
import type { Progress } from '../domain/progress';
import type { ProgressStore } from '../store/progress';
import type { ProjectionStore } from '../store/projections';
import type { WatchlistStore } from '../store/watchlist';

export interface ViewingDependencies {
  progress: ProgressStore;
  watchlist: WatchlistStore;
  projections: ProjectionStore;
  now: () => Date;
}

export interface ViewingContext extends RequestContext, ViewingDependencies {
  /** The caller's progress per film, batched over every film of the request. */
  progressOf: DataLoader<string, Progress | null>;
  /** The caller's My List as a set, read once per request. */
  myList: () => Promise<Set<string>>;
}

export function buildContext(dependencies: ViewingDependencies) {
  return (base: RequestContext): ViewingContext => {
    const userId = base.caller.userId;
    let list: Promise<Set<string>> | undefined;
    return {
      ...base,
      ...dependencies,
      progressOf: new DataLoader(async (videoIds) => {
        if (!userId) return videoIds.map(() => null);
        const found = new Map(
          (await dependencies.progress.findForUser(userId, videoIds)).map((entry) => [entry.videoId, entry]),
        );
        return videoIds.map((videoId) => found.get(videoId) ?? null);
      }),
      myList: () =>
        (list ??= userId
          ? dependencies.watchlist.listForUser(userId).then((entries) => new Set(entries.map((entry) => entry.videoId)))
          : Promise.resolve(new Set())),
    };
  };
}
