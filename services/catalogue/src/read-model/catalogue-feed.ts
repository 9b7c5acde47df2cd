import { catalogueEvents } from '@cinevia/proto';
import { on, type ReadModel } from '@cinevia/service-kit';
import { fromView } from '../domain/video';
import type { VideoStore } from '../store/videos';
import type { Catalogue } from './catalogue';

/**
 * Loads the films into `catalogue` (deleted ones stay out for good) and keeps it current from then
 * on: every film change, from any replica.
 */
export function catalogueFeed(videos: VideoStore, catalogue: Catalogue): ReadModel {
  const put = async (event: { data: { video: Parameters<typeof fromView>[0] }; occurredAt: string }) =>
    catalogue.put(fromView(event.data.video, new Date(event.occurredAt)));
  return {
    name: 'catalogue',
    subscriptions: [
      on(catalogueEvents.videoCreated, put),
      on(catalogueEvents.videoUpdated, put),
      on(catalogueEvents.videoDeleted, async (event) => catalogue.remove(event.data.videoId)),
    ],
    async load() {
      const { live, deletedIds } = await videos.loadAll();
      for (const id of deletedIds) catalogue.remove(id);
      for (const video of live) catalogue.put(video);
    },
  };
}
