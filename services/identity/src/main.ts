import {
  bootService,
  connectRedis,
  createSessionStore,
  runService,
  startConsumers,
  startSubgraph,
} from '@cinevia/service-kit';
import { identityEnv } from './config';
import { subscriptions } from './events';
import { buildContext } from './graphql/context';
import { resolvers } from './graphql/resolvers';
import { typeDefs } from './graphql/schema';
import { createSignInAttempts } from './store/sign-in-attempts';
import { createUserStore } from './store/users';

runService('identity', async () => {
  const { config, logger, shutdown, mongo, nats, readiness, outbox } = await bootService('identity', identityEnv);
  const redis = await connectRedis(config.REDIS_URL);
  shutdown.add('redis', () => redis.quit());

  const users = createUserStore(mongo, outbox);
  await users.ensureIndexes();

  const subgraph = await startSubgraph({
    service: 'identity',
    typeDefs,
    resolvers,
    context: buildContext({
      users,
      sessions: createSessionStore(redis),
      attempts: createSignInAttempts(redis),
      adminPassword: config.ADMIN_PASSWORD,
    }),
    userContextSecret: config.USER_CONTEXT_SECRET,
    logger,
    readiness: { ...readiness, redis: () => redis.ping() },
    host: config.HOST,
    port: config.PORT,
  });
  shutdown.add('subgraph', () => subgraph.stop());

  const consumers = await startConsumers({ nc: nats, durable: 'identity', subscriptions, logger });
  shutdown.add('consumers', () => consumers.stop());
});
