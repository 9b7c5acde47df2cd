import {
  bootService,
  connectRedis,
  createSessionStore,
  runService,
  startConsumers,
  startSubgraph,
} from '@cinevia/service-kit';
import { createAccount } from './account';
import { identityEnv } from './config';
import { subscriptions } from './events';
import { buildContext } from './graphql/context';
import { resolvers } from './graphql/resolvers';
import { typeDefs } from './graphql/schema';
import { createAccountLinkStore } from './store/account-links';
import { createSignInAttempts } from './store/sign-in-attempts';
import { createUserStore } from './store/users';

runService('identity', async () => {
  const { config, logger, shutdown, mongo, nats, readiness, outbox } = await bootService('identity', identityEnv);
  const redis = await connectRedis(config.REDIS_URL);
  shutdown.add('redis', () => redis.quit());

  const users = createUserStore(mongo, outbox);
  await users.ensureIndexes();
  const sessions = createSessionStore(redis);
  const attempts = createSignInAttempts(redis);
  const js = nats.jetstream();
  const account = createAccount({
    users,
    links: createAccountLinkStore(mongo),
    sessions,
    attempts,
    linkSecret: config.USER_CONTEXT_SECRET,
    publish: async (event) => {
      await js.publish(event.type, JSON.stringify(event), { msgID: event.id });
    },
  });

  const subgraph = await startSubgraph({
    service: 'identity',
    typeDefs,
    resolvers,
    context: buildContext({ users, sessions, attempts, account, adminPassword: config.ADMIN_PASSWORD }),
    userContextSecret: config.USER_CONTEXT_SECRET,
    logger,
    readiness: { ...readiness, redis: () => redis.ping() },
    host: config.HOST,
    port: config.PORT,
  });
  shutdown.add('subgraph', () => subgraph.stop());

  const consumers = await startConsumers({
    nc: nats,
    durable: 'identity',
    subscriptions: subscriptions(account),
    logger,
  });
  shutdown.add('consumers', () => consumers.stop());
});
