// First: tracing (when on) must wrap the libraries before anything loads them.
import '@cinevia/service-kit/tracing';
import { bootService, connectRedis, runService, startReadModel } from '@cinevia/service-kit';
import { createSessionStore } from '@cinevia/shared-models';
import { createAccount } from './account';
import { identityEnv } from './config';
import { subscriptions } from './events';
import { buildContext } from './graphql/context';
import { resolvers } from './graphql/resolvers';
import { typeDefs } from './graphql/schema';
import { createAccountLinkStore } from './store/account-links';
import { endAdminSessionsOfOldPassword } from './store/admin-password';
import { createLockAttempts } from './store/lock-attempts';
import { createSignInAttempts } from './store/sign-in-attempts';
import { createUserStore } from './store/users';
import { createMemberBook, memberFeed } from './read-model/members';
import { createProfiles } from './profiles';

runService('identity', async () => {
  const { config, logger, shutdown, mongo, nats, readiness, outbox, serveSubgraph, consume } = await bootService(
    'identity',
    identityEnv,
  );
  const redis = await connectRedis(config.REDIS_URL);
  shutdown.add('redis', () => redis.quit());
  readiness.redis = () => redis.ping();

  // A member this replica writes is held as written; one it has not is read by `_id` when needed.
  const users = createUserStore(mongo, outbox, (user) => members.put(user));
  const members = createMemberBook({ read: users.findById, most: config.IDENTITY_MEMBERS_HELD });
  await users.ensureIndexes();
  const membersFeed = await startReadModel(memberFeed(members), { nc: nats, logger });
  shutdown.add('members feed', () => membersFeed.stop());
  const sessions = createSessionStore(redis);
  await endAdminSessionsOfOldPassword({ redis, sessions, password: config.ADMIN_PASSWORD, logger });
  const attempts = createSignInAttempts(redis);
  const js = nats.jetstream();
  const account = createAccount({
    users,
    links: createAccountLinkStore(mongo),
    sessions,
    attempts,
    linkSecret: config.LINK_SECRET,
    publish: async (event) => {
      await js.publish(event.type, JSON.stringify(event), { msgID: event.id });
    },
  });

  await serveSubgraph({
    typeDefs,
    resolvers,
    context: buildContext({
      users,
      members,
      sessions,
      attempts,
      account,
      profiles: createProfiles({ users, sessions, locks: createLockAttempts(redis), attempts }),
      adminPassword: config.ADMIN_PASSWORD,
    }),
  });
  await consume(subscriptions(account));
});
