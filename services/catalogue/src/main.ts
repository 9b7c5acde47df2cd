import { bootService, runService, startConsumers, startOutboxRelay, startSubgraph } from '@cinevia/service-kit';
import { catalogueEnv } from './config';
import { subscriptions } from './events';
import { buildContext } from './graphql/context';
import { resolvers } from './graphql/resolvers';
import { typeDefs } from './graphql/schema';
import { seedWhenEmpty } from './store/seed';
import { createVideoStore } from './store/videos';

runService('catalogue', async () => {
  const { config, logger, shutdown, mongo, nats, readiness } = await bootService('catalogue', catalogueEnv);

  const videos = createVideoStore(mongo);
  await videos.ensureIndexes();
  if (config.SEED_CATALOGUE === 'true') await seedWhenEmpty(videos, logger);
  const relay = startOutboxRelay({ collections: [videos.collection], js: nats.jetstream(), logger });
  shutdown.add('outbox relay', () => relay.stop());

  const subgraph = await startSubgraph({
    service: 'catalogue',
    typeDefs,
    resolvers,
    context: buildContext({ videos, relay }),
    userContextSecret: config.USER_CONTEXT_SECRET,
    logger,
    readiness,
    host: config.HOST,
    port: config.PORT,
  });
  shutdown.add('subgraph', () => subgraph.stop());

  const consumers = await startConsumers({ nc: nats, durable: 'catalogue', subscriptions, logger });
  shutdown.add('consumers', () => consumers.stop());
});
