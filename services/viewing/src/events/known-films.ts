import type { NatsConnection } from 'nats';
import { catalogueEvents } from '@cinevia/proto';
import { on, startReadModel, type Logger, type ReadModelFeed, type Subscription } from '@cinevia/service-kit';
import { createKnownFilms, type KnownFilms } from '../domain/films';
import { replayStream } from './replay';

/** The catalogue's film events, applied to the films read model. */
export const filmEvents = (films: KnownFilms): Subscription[] => [
  ...[catalogueEvents.videoCreated, catalogueEvents.videoUpdated].map((contract) =>
    on(contract, async (event) => films.added(event.data.video.id)),
  ),
  on(catalogueEvents.videoDeleted, async (event) => films.deleted(event.data.videoId)),
];

/**
 * Which films exist, in every replica's memory: progress is saved only for them, and entries of
 * deleted films are hidden from lists and cards at once, without looking for the members who had them.
 *
 * Loaded by replaying the CATALOGUE stream from its start, not from a copy in viewing's database.
 * A copy written by the shared durable consumer and read by each replica at start would race: an
 * event published before the feed's starting point but not yet written by the durable would be in
 * neither, and closing that gap means waiting for the durable to drain. The stream is the
 * catalogue's published history, kept whole (limits retention without limits, the kit's
 * ensureStream); a replay reads its film events once (about 10,000 at 10,000 films plus one per
 * edit), holds only their ids (about 1 MB at 10,000 films), and touches no database.
 */
export async function startKnownFilms(options: {
  nc: NatsConnection;
  logger: Logger;
}): Promise<{ films: KnownFilms; feed: ReadModelFeed }> {
  const { nc, logger } = options;
  const films = createKnownFilms();
  const subscriptions = filmEvents(films);
  const feed = await startReadModel({
    name: 'viewing films',
    nc,
    subscriptions,
    load: async () => {
      const replayed = await replayStream({ nc, service: 'catalogue', subscriptions, logger });
      logger.info({ events: replayed, films: films.size }, 'films read model loaded from the catalogue stream');
    },
    logger,
  });
  return { films, feed };
}
