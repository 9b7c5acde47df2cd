// First: tracing (when on) must wrap the libraries before anything loads them.
import '@cinevia/service-kit/tracing';
import { BROWSE_GENRES } from '@cinevia/proto';
import { bootService, runService, startReadModel, startReplayedReadModel } from '@cinevia/service-kit';
import { commissionedFilmEvents, createCommissionedFilms } from '@cinevia/shared-models';
import { catalogueEnv } from './config';
import { createFilms } from './films';
import { buildContext } from './graphql/context';
import { resolvers } from './graphql/resolvers';
import { typeDefs } from './graphql/schema';
import { createCatalogue } from './read-model/catalogue';
import { catalogueFeed } from './read-model/catalogue-feed';
import { createSeriesShelf } from './read-model/series-shelf';
import { createSeriesWrites } from './series';
import { readSeed, readSeriesSeed } from './store/seed';
import { createSeriesStore } from './store/series';
import { createVideoStore } from './store/videos';

runService('catalogue', async () => {
  const { config, logger, shutdown, mongo, nats, outbox, serveSubgraph } = await bootService('catalogue', catalogueEnv);

  const videos = createVideoStore(mongo, outbox);
  const seriesStore = createSeriesStore(mongo, outbox);
  const catalogue = createCatalogue(BROWSE_GENRES);
  const shelf = createSeriesShelf();
  const feed = await startReadModel(catalogueFeed({ videos, series: seriesStore }, { catalogue, shelf }), {
    nc: nats,
    logger,
  });
  shutdown.add('catalogue feed', () => feed.stop());
  logger.info({ films: catalogue.size, series: shelf.size }, 'catalogue loaded');
  // Each account's commissioned films: by id for their account alone, never in a list.
  const commissioned = createCommissionedFilms();
  const commissionedFeed = await startReplayedReadModel({
    name: 'catalogue commissioned films',
    nc: nats,
    service: 'commissions',
    subscriptions: commissionedFilmEvents(commissioned),
    logger,
  });
  shutdown.add('commissioned films feed', () => commissionedFeed.stop());
  const films = createFilms({ videos, catalogue, logger });
  const seriesWrites = createSeriesWrites({ store: seriesStore, shelf, logger });
  if (config.SEED_CATALOGUE === 'true') {
    await films.seedWhenEmpty(readSeed());
    await seriesWrites.seedWhenEmpty(readSeriesSeed());
  }

  await serveSubgraph({
    typeDefs,
    resolvers,
    context: buildContext({ catalogue, films, shelf, seriesWrites, commissioned }),
  });
});
