import { BROWSE_GENRES } from '@cinevia/proto';
import { bootService, runService, startSubgraph } from '@cinevia/service-kit';
import { catalogueEnv } from './config';
import { createCatalogue } from './domain/catalogue';
import { startCatalogueFeed } from './events/read-model';
import { buildContext } from './graphql/context';
import { resolvers } from './graphql/resolvers';
import { typeDefs } from './graphql/schema';
import { seedWhenEmpty } from './store/seed';
import { createVideoStore } from './store/videos';

runService('catalogue', async () => {
  const { config, logger, shutdown, mongo, nats, readiness, outbox } = await bootService('catalogue', catalogueEnv);

  const videos = createVideoStore(mongo, outbox);
  const catalogue = createCatalogue(BROWSE_GENRES);
  const feed = await startCatalogueFeed({ nc: nats, videos, catalogue, logger });
  shutdown.add('catalogue feed', () => feed.stop());
  logger.info({ films: catalogue.size }, 'catalogue loaded');
  if (config.SEED_CATALOGUE === 'true') await seedWhenEmpty(videos, catalogue, logger);

  const subgraph = await startSubgraph({
    service: 'catalogue',
    typeDefs,
    resolvers,
    context: buildContext({ videos, catalogue }),
    userContextSecret: config.USER_CONTEXT_SECRET,
    logger,
    readiness,
    host: config.HOST,
    port: config.PORT,
  });
  shutdown.add('subgraph', () => subgraph.stop());
});
