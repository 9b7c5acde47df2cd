import { catalogueEvents } from '@cinevia/proto';
import { on, type Subscription } from '@cinevia/service-kit';
import type { Catalogue } from '../domain/catalogue';
import { fromView } from '../domain/video';

/** What keeps each replica's in-memory catalogue current: every film change, from any replica. */
export function catalogueFeed(catalogue: Catalogue): Subscription[] {
  const put = async (event: { data: { video: Parameters<typeof fromView>[0] }; occurredAt: string }) =>
    catalogue.put(fromView(event.data.video, new Date(event.occurredAt)));
  return [
    on(catalogueEvents.videoCreated, put),
    on(catalogueEvents.videoUpdated, put),
    on(catalogueEvents.videoDeleted, async (event) => catalogue.remove(event.data.videoId)),
  ];
}
