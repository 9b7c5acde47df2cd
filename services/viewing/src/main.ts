import { bootService, runService, startConsumers, startSubgraph } from '@cinevia/service-kit';
import { viewingEnv } from './config';
import { subscriptions } from './events';
import { startKnownFilms } from './events/known-films';
import { buildContext } from './graphql/context';
import { resolvers } from './graphql/resolvers';
import { typeDefs } from './graphql/schema';
import { foldLegacyCollections } from './store/legacy';
import { createMemberStore } from './store/members';
import { createProgressStore } from './store/progress';
import { createProjectionStore } from './store/projections';
import { createWatchlistStore } from './store/watchlist';

runService('viewing', async () => {
  const { config, logger, shutdown, mongo, nats, readiness } = await bootService('viewing', viewingEnv);

  // Loaded before the subgraph answers: a save for a film not yet known would be refused.
  const { films, feed } = await startKnownFilms({ nc: nats, logger });
  shutdown.add('films read model', () => feed.stop());

  const members = createMemberStore(mongo);
  const progress = createProgressStore(mongo, films);
  const watchlist = createWatchlistStore(mongo, films);
  const projections = createProjectionStore(mongo);
  await foldLegacyCollections({ connection: mongo, members, films, logger });

  const subgraph = await startSubgraph({
    service: 'viewing',
    typeDefs,
    resolvers,
    context: buildContext({ members, progress, watchlist, projections, films, now: () => new Date() }),
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
    subscriptions: subscriptions({ projections }),
    logger,
  });
  shutdown.add('consumers', () => consumers.stop());
});
