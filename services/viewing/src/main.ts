// First: tracing (when on) must wrap the libraries before anything loads them.
import '@cinevia/service-kit/tracing';
import { bootService, runService, startReadModel } from '@cinevia/service-kit';
import {
  createHeldSubscribers,
  followSubscribers,
  openSubscriberStates,
  publishProgressRecord,
  readSubscriber,
  startKnownFilms,
} from '@cinevia/shared-models';
import { viewingEnv } from './config';
import { deletedProfilesFeed, deletedProfileSubscriptions } from './events/deleted-profiles';
import { createInsightsCounter } from './events/insights-counter';
import { startProgressWriter } from './events/progress-writer';
import { createProgressWriterMetrics } from './events/progress-writer-metrics';
import { buildContext } from './graphql/context';
import { resolvers } from './graphql/resolvers';
import { typeDefs } from './graphql/schema';
import { createInsights } from './insights';
import { listFeed } from './read-model/list-feed';
import { startNewSubscribers } from './read-model/new-subscribers';
import { startProgressFeed } from './read-model/progress-feed';
import { createReplicaViewers } from './replica-viewers';
import { createInsightsStore } from './store/insights';
import { createMemberStore } from './store/members';
import { createProgressStore } from './store/progress';
import { createViewing } from './viewing';

runService('viewing', async () => {
  const { config, logger, shutdown, mongo, nats, outbox, serveSubgraph, consume } = await bootService(
    'viewing',
    viewingEnv,
  );

  // Loaded before the subgraph answers: a save for a film not yet known would be refused.
  const { films, feed } = await startKnownFilms({ name: 'viewing', nc: nats, logger, commissioned: true });
  shutdown.add('films read model', () => feed.stop());

  const viewers = createReplicaViewers(config, mongo, films);
  const progress = createProgressStore(mongo, outbox);
  const progressFeed = await startProgressFeed({ nc: nats, viewers, logger });
  shutdown.add('progress feed', () => progressFeed.stop());

  const deletedProfiles = await startReadModel(deletedProfilesFeed(viewers), { nc: nats, logger });
  shutdown.add('deleted profiles feed', () => deletedProfiles.stop());

  const members = createMemberStore({ connection: mongo, outbox, viewers });
  const listsFeed = await startReadModel(listFeed(viewers), { nc: nats, logger });
  shutdown.add('list feed', () => listsFeed.stop());
  // Premium of the accounts in use, read by key from billing's bucket of subscriber states.
  const subscriberStates = await openSubscriberStates(nats);
  const subscribers = createHeldSubscribers({
    read: (userId) => readSubscriber(subscriberStates, userId),
    most: config.VIEWING_PROFILES_HELD,
  });
  const subscribersFeed = await followSubscribers({
    nc: nats,
    kv: subscriberStates,
    changed: subscribers.changed,
    name: 'viewing subscribers',
    logger,
  });
  shutdown.add('subscribers feed', () => subscribersFeed.stop());
  const newSubscribers = await startNewSubscribers({ nc: nats, logger });
  shutdown.add('new subscribers feed', () => newSubscribers.feed.stop());
  const insightsStore = createInsightsStore(mongo);

  const js = nats.jetstream();
  const viewing = createViewing({
    members,
    publishRecord: (record) => publishProgressRecord(js, record),
    applied: (sequence) => progressFeed.caughtUp(sequence),
    subscribers,
    films,
    now: () => new Date(),
  });
  const writerMetrics = createProgressWriterMetrics();
  await serveSubgraph({
    typeDefs,
    resolvers,
    context: buildContext({
      viewing,
      viewers,
      subscribers,
      films,
      insights: createInsights({ store: insightsStore, subscribers: newSubscribers.subscribers, films, now: Date.now }),
    }),
    addMetrics: writerMetrics.register,
  });

  const writer = await startProgressWriter({
    nc: nats,
    viewers,
    store: progress,
    feed: progressFeed,
    countInsights: createInsightsCounter(insightsStore),
    intervalMs: config.PROGRESS_WRITE_BEHIND_MS,
    onWritten: writerMetrics.written,
    logger,
  });
  writerMetrics.follow(writer);
  shutdown.add('progress writer', () => writer.stop());
  await consume(deletedProfileSubscriptions({ viewers, members, progress }));
});
