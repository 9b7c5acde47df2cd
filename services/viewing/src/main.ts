import {
  bootService,
  publishProgressSave,
  runService,
  startConsumers,
  startKnownFilms,
  startSubgraph,
} from '@cinevia/service-kit';
import { viewingEnv } from './config';
import { createProgressBook } from './domain/progress-book';
import { subscriptions } from './events';
import { startProgressFeed } from './events/progress-feed';
import { startProgressWriter } from './events/progress-writer';
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
  const { films, feed } = await startKnownFilms({ name: 'viewing', nc: nats, logger });
  shutdown.add('films read model', () => feed.stop());

  const book = createProgressBook();
  const progress = createProgressStore(mongo);
  const progressFeed = await startProgressFeed({ nc: nats, book, store: progress, films, logger });
  shutdown.add('progress feed', () => progressFeed.stop());

  const members = createMemberStore(mongo, book);
  const watchlist = createWatchlistStore(members, films);
  const projections = createProjectionStore(mongo);
  await foldLegacyCollections({ connection: mongo, members, progress, book, films, logger });

  const js = nats.jetstream();
  const subgraph = await startSubgraph({
    service: 'viewing',
    typeDefs,
    resolvers,
    context: buildContext({
      members,
      publishSave: (save) => publishProgressSave(js, save),
      watchlist,
      projections,
      films,
      now: () => new Date(),
    }),
    userContextSecret: config.USER_CONTEXT_SECRET,
    logger,
    readiness,
    host: config.HOST,
    port: config.PORT,
  });
  shutdown.add('subgraph', () => subgraph.stop());

  const writer = await startProgressWriter({
    nc: nats,
    book,
    store: progress,
    feed: progressFeed,
    intervalMs: config.PROGRESS_WRITE_BEHIND_MS,
    logger,
  });
  shutdown.add('progress writer', () => writer.stop());

  const consumers = await startConsumers({
    nc: nats,
    durable: 'viewing',
    subscriptions: subscriptions({ projections }),
    logger,
  });
  shutdown.add('consumers', () => consumers.stop());
});
