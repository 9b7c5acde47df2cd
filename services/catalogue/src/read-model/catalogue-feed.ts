import { catalogueEvents } from '@cinevia/proto';
import { on, type ReadModel } from '@cinevia/service-kit';
import { fromSeriesView } from '../domain/series';
import { fromView } from '../domain/video';
import type { SeriesStore } from '../store/series';
import type { VideoStore } from '../store/videos';
import type { Catalogue } from './catalogue';
import type { SeriesShelf } from './series-shelf';

export interface CatalogueStores {
  videos: VideoStore;
  series: SeriesStore;
}

export interface CatalogueModels {
  catalogue: Catalogue;
  shelf: SeriesShelf;
}

/**
 * Loads the films into `catalogue` and the series onto `shelf` (deleted ones stay out for good) and
 * keeps both current from then on: every change, from any replica.
 */
export function catalogueFeed(stores: CatalogueStores, { catalogue, shelf }: CatalogueModels): ReadModel {
  const putFilm = async (event: { data: { video: Parameters<typeof fromView>[0] }; occurredAt: string }) =>
    catalogue.put(fromView(event.data.video, new Date(event.occurredAt)));
  const putSeries = async (event: { data: { series: Parameters<typeof fromSeriesView>[0] }; occurredAt: string }) =>
    shelf.put(fromSeriesView(event.data.series, new Date(event.occurredAt)));
  return {
    name: 'catalogue',
    subscriptions: [
      on(catalogueEvents.videoCreated, putFilm),
      on(catalogueEvents.videoUpdated, putFilm),
      on(catalogueEvents.videoDeleted, async (event) => catalogue.remove(event.data.videoId)),
      on(catalogueEvents.seriesCreated, putSeries),
      on(catalogueEvents.seriesUpdated, putSeries),
      on(catalogueEvents.seriesDeleted, async (event) => shelf.remove(event.data.seriesId)),
    ],
    async load() {
      const [films, series] = await Promise.all([stores.videos.loadAll(), stores.series.loadAll()]);
      for (const id of films.deletedIds) catalogue.remove(id);
      for (const video of films.live) catalogue.put(video);
      for (const id of series.deletedIds) shelf.remove(id);
      for (const one of series.live) shelf.put(one);
    },
  };
}
