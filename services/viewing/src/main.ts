import { bootService, runService, startConsumers, startSubgraph } from '@cinevia/service-kit';
import { viewingEnv } from './config';
import { subscriptions } from './events';
import { buildContext } from './graphql/context';
import { resolvers } from './graphql/resolvers';
import { typeDefs } from './graphql/schema';
import { createProgressStore } from './store/progress';
import { createProjectionStore } from './store/projections';
import { createWatchlistStore } from './store/watchlist';

runService('viewing', async () => {
  const { config, logger, shutdown, mongo, nats, readiness } = await bootService('viewing', viewingEnv);

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
    readiness,
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
});
