import type { NatsConnection } from 'nats';
import { catalogueEvents } from '@cinevia/proto';
import { on, startReadModel, type Logger, type ReadModelFeed } from '@cinevia/service-kit';
import { fromView } from '../domain/video';
import type { VideoStore } from '../store/videos';
import type { Catalogue } from './catalogue';

/** What keeps each replica's in-memory catalogue current: every film change, from any replica. */
function catalogueFeed(catalogue: Catalogue) {
  const put = async (event: { data: { video: Parameters<typeof fromView>[0] }; occurredAt: string }) =>
    catalogue.put(fromView(event.data.video, new Date(event.occurredAt)));
  return [
    on(catalogueEvents.videoCreated, put),
    on(catalogueEvents.videoUpdated, put),
    on(catalogueEvents.videoDeleted, async (event) => catalogue.remove(event.data.videoId)),
  ];
}

/** Loads the films into `catalogue` (deleted ones stay out for good) and keeps it current from then on. */
export function startCatalogueFeed(options: {
  nc: NatsConnection;
  videos: VideoStore;
  catalogue: Catalogue;
  logger: Logger;
}): Promise<ReadModelFeed> {
  const { nc, videos, catalogue, logger } = options;
  return startReadModel({
    name: 'catalogue',
    nc,
    subscriptions: catalogueFeed(catalogue),
    async load() {
      const { live, deletedIds } = await videos.loadAll();
      for (const id of deletedIds) catalogue.remove(id);
      for (const video of live) catalogue.put(video);
    },
    logger,
  });
}
