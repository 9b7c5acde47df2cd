import {
  connectMongo,
  connectNats,
  connectRedis,
  createLogger,
  createSessionStore,
  createShutdown,
  ensureStream,
  exitOnFatal,
  loadConfig,
  startConsumers,
  startOutboxRelay,
  startSubgraph,
} from '@cinevia/service-kit';
import { identityEnv } from './config';
import { subscriptions } from './events';
import { buildContext } from './graphql/context';
import { resolvers } from './graphql/resolvers';
import { typeDefs } from './graphql/schema';
import { createSignInAttempts } from './store/sign-in-attempts';
import { createUserStore } from './store/users';

async function main() {
  const config = loadConfig(identityEnv);
  const logger = createLogger('identity', config.LOG_LEVEL);
  const shutdown = createShutdown(logger);
  shutdown.listen();

  const mongo = await connectMongo(config.MONGO_URL, config.MONGO_DB);
  shutdown.add('mongo', () => mongo.close());
  const redis = await connectRedis(config.REDIS_URL);
  shutdown.add('redis', () => redis.quit());
  const nats = await connectNats(config.NATS_URL, 'identity');
  shutdown.add('nats', () => nats.drain());

  await ensureStream(await nats.jetstreamManager(), 'identity');
  const users = createUserStore(mongo);
  await users.ensureIndexes();
  const relay = startOutboxRelay({ collections: [users.collection], js: nats.jetstream(), logger });
  shutdown.add('outbox relay', () => relay.stop());

  const subgraph = await startSubgraph({
    service: 'identity',
    typeDefs,
    resolvers,
    context: buildContext({
      users,
      sessions: createSessionStore(redis),
      attempts: createSignInAttempts(redis),
      relay,
      adminPassword: config.ADMIN_PASSWORD,
    }),
    userContextSecret: config.USER_CONTEXT_SECRET,
    logger,
    readiness: {
      mongo: () => mongo.db!.admin().ping(),
      redis: () => redis.ping(),
      nats: () => nats.flush(),
    },
    host: config.HOST,
    port: config.PORT,
  });
  shutdown.add('subgraph', () => subgraph.stop());

  const consumers = await startConsumers({ nc: nats, durable: 'identity', subscriptions, logger });
  shutdown.add('consumers', () => consumers.stop());
}

main().catch((error: unknown) => exitOnFatal(createLogger('identity'))(error));
