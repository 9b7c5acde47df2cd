import { catalogueEvents } from '@cinevia/proto';
import { on } from '@cinevia/service-kit';
import type { ProgressStore } from '../store/progress';
import type { ProjectionStore } from '../store/projections';
import type { WatchlistStore } from '../store/watchlist';

/** A deleted film leaves no progress or My List entry behind, and takes no new ones. */
export const onVideoDeleted = (deps: {
  projections: ProjectionStore;
  progress: ProgressStore;
  watchlist: WatchlistStore;
}) =>
  on(catalogueEvents.videoDeleted, async (event, { logger }) => {
    const { videoId } = event.data;
    await deps.projections.forgetVideo(videoId);
    const [progress, listed] = await Promise.all([
      deps.progress.deleteForVideo(videoId),
      deps.watchlist.deleteForVideo(videoId),
    ]);
    logger.info({ videoId, progress, listed }, 'removed a deleted film from viewing');
  });
