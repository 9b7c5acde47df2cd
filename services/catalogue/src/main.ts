import {
  connectMongo,
  connectNats,
  createLogger,
  createShutdown,
  ensureStream,
  exitOnFatal,
  loadConfig,
  startConsumers,
  startOutboxRelay,
  startSubgraph,
} from '@cinevia/service-kit';
import { catalogueEnv } from './config';
import { subscriptions } from './events';
import { buildContext } from './graphql/context';
import { resolvers } from './graphql/resolvers';
import { typeDefs } from './graphql/schema';
import { seedWhenEmpty } from './store/seed';
import { createVideoStore } from './store/videos';

async function main() {
  const config = loadConfig(catalogueEnv);
  const logger = createLogger('catalogue', config.LOG_LEVEL);
  const shutdown = createShutdown(logger);
  shutdown.listen();

  const mongo = await connectMongo(config.MONGO_URL, config.MONGO_DB);
  shutdown.add('mongo', () => mongo.close());
  const nats = await connectNats(config.NATS_URL, 'catalogue');
  shutdown.add('nats', () => nats.drain());

  await ensureStream(await nats.jetstreamManager(), 'catalogue');
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
    readiness: {
      mongo: () => mongo.db!.admin().ping(),
      nats: () => nats.flush(),
    },
    host: config.HOST,
    port: config.PORT,
  });
  shutdown.add('subgraph', () => subgraph.stop());

  const consumers = await startConsumers({ nc: nats, durable: 'catalogue', subscriptions, logger });
  shutdown.add('consumers', () => consumers.stop());
}

main().catch((error: unknown) => exitOnFatal(createLogger('catalogue'))(error));
