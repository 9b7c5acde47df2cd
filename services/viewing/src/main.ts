import {
  connectMongo,
  connectNats,
  createLogger,
  createShutdown,
  exitOnFatal,
  loadConfig,
  startConsumers,
  startSubgraph,
} from '@cinevia/service-kit';
import { viewingEnv } from './config';
import { subscriptions } from './events';
import { buildContext } from './graphql/context';
import { resolvers } from './graphql/resolvers';
import { typeDefs } from './graphql/schema';
import { createProgressStore } from './store/progress';
import { createProjectionStore } from './store/projections';
import { createWatchlistStore } from './store/watchlist';

async function main() {
  const config = loadConfig(viewingEnv);
  const logger = createLogger('viewing', config.LOG_LEVEL);
  const shutdown = createShutdown(logger);
  shutdown.listen();

  const mongo = await connectMongo(config.MONGO_URL, config.MONGO_DB);
  shutdown.add('mongo', () => mongo.close());
  const nats = await connectNats(config.NATS_URL, 'viewing');
  shutdown.add('nats', () => nats.drain());

  const progress = createProgressStore(mongo);
  const watchlist = createWatchlistStore(mongo);
  const projections = createProjectionStore(mongo);
  await Promise.all([progress.ensureIndexes(), watchlist.ensureIndexes()]);

  const subgraph = await startSubgraph({
    service: 'viewing',
    typeDefs,
    resolvers,
    context: buildContext({ progress, watchlist, projections, now: () => new Date() }),
    userContextSecret: config.USER_CONTEXT_SECRET,
    logger,
    readiness: { mongo: () => mongo.db!.admin().ping(), nats: () => nats.flush() },
    host: config.HOST,
    port: config.PORT,
  });
  shutdown.add('subgraph', () => subgraph.stop());

  const consumers = await startConsumers({
    nc: nats,
    durable: 'viewing',
    subscriptions: subscriptions({ projections, progress, watchlist }),
    logger,
  });
  shutdown.add('consumers', () => consumers.stop());
}

main().catch((error: unknown) => exitOnFatal(createLogger('viewing'))(error));
