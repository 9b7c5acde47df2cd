import type { OutboxRelay, RequestContext } from '@cinevia/service-kit';
import DataLoader from 'dataloader';
import type { StoredVideo } from '../domain/video';
import type { VideoStore } from '../store/videos';

export interface CatalogueDependencies {
  videos: VideoStore;
  relay: OutboxRelay;
}

export interface CatalogueContext extends RequestContext, CatalogueDependencies {
  /** Batches the request's film lookups, entity references included, into one `$in` query. */
  videoById: DataLoader<string, StoredVideo | null>;
}

export function buildContext(dependencies: CatalogueDependencies) {
  return (base: RequestContext): CatalogueContext => ({
    ...base,
    ...dependencies,
    videoById: new DataLoader(async (ids) => {
      const found = new Map((await dependencies.videos.findByIds(ids)).map((video) => [video.id, video]));
      return ids.map((id) => found.get(id) ?? null);
    }),
  });
}
