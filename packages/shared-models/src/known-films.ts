import type { NatsConnection } from 'nats';
import { catalogueEvents, type SearchableFilm } from '@cinevia/proto';
import { type Logger, on, type ReadModelFeed, startReplayedReadModel, type Subscription } from '@cinevia/service-kit';
import { commissionedFilmEvents } from './commissioned-films';
import { createKnownFilms, type KnownFilms } from './films';

/**
 * A film or series change as it was applied: the title as it is now (a search finds it by these
 * fields), or null when it was deleted.
 */
export type FilmChanged = (id: string, title: SearchableFilm | null) => void;

/**
 * The catalogue's film and series events, applied to the films read model (a series' events say
 * which episodes may be played); `changed` hears each one after.
 */
export const filmEvents = (films: KnownFilms, changed: FilmChanged = () => undefined): Subscription[] => [
  ...[catalogueEvents.videoCreated, catalogueEvents.videoUpdated].map((contract) =>
    on(contract, async (event) => {
      films.added(event.data.video);
      changed(event.data.video.id, event.data.video);
    }),
  ),
  on(catalogueEvents.videoDeleted, async (event) => {
    films.deleted(event.data.videoId);
    changed(event.data.videoId, null);
  }),
  ...[catalogueEvents.seriesCreated, catalogueEvents.seriesUpdated].map((contract) =>
    on(contract, async (event) => {
      films.seriesChanged(event.data.series);
      changed(event.data.series.id, event.data.series);
    }),
  ),
  on(catalogueEvents.seriesDeleted, async (event) => {
    films.seriesDeleted(event.data.seriesId, event.data.episodeIds);
    changed(event.data.seriesId, null);
  }),
];

/**
 * Which films exist, in every replica's memory: viewing and the gateway save progress only for them,
 * and viewing hides entries of deleted films from lists and cards at once, without looking for the
 * members who had them.
 *
 * Loaded by replaying the CATALOGUE stream from its start, not from a copy in a database.
 * A copy written by the shared durable consumer and read by each replica at start would race: an
 * event published before the feed's starting point but not yet written by the durable would be in
 * neither, and closing that gap means waiting for the durable to drain. The stream is the
 * catalogue's published history, kept whole (limits retention without limits, the kit's
 * ensureStream); a replay reads its film events once (about 10,000 at 10,000 films plus one per
 * edit), holds each film as last published, and touches no database.
 */
export async function startKnownFilms(options: {
  /** Who keeps it, for logs and the query audit. */
  name: string;
  nc: NatsConnection;
  logger: Logger;
  /** Called on every film and series change the live feed applies (not on the start-up replay). */
  changed?: FilmChanged;
  /** Follows commissions' deliveries too: each account's commissioned films (`forAccount`). */
  commissioned?: boolean;
}): Promise<{ films: KnownFilms; feed: ReadModelFeed }> {
  const { name, nc, logger } = options;
  const films = createKnownFilms();
  const feeds = [
    await startReplayedReadModel({
      name: `${name} films`,
      nc,
      service: 'catalogue',
      subscriptions: filmEvents(films, options.changed),
      replaying: filmEvents(films),
      logger,
    }),
  ];
  if (options.commissioned) {
    const subscriptions = commissionedFilmEvents(films.commissioned);
    feeds.push(
      await startReplayedReadModel({
        name: `${name} commissioned films`,
        nc,
        service: 'commissions',
        subscriptions,
        logger,
      }),
    );
  }
  return { films, feed: { stop: async () => void (await Promise.all(feeds.map((feed) => feed.stop()))) } };
}
