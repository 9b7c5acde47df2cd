import { bootService, runService, startConsumers, startOutboxRelay, startSubgraph } from '@cinevia/service-kit';
import { createBillingPayments } from './adapters/billing-payments';
import { commissionsEnv } from './config';
import { subscriptions } from './events';
import { buildContext } from './graphql/context';
import { resolvers } from './graphql/resolvers';
import { typeDefs } from './graphql/schema';
import { createFilmRequestStore } from './store/film-requests';

runService('commissions', async () => {
  const { config, logger, shutdown, mongo, nats, readiness } = await bootService('commissions', commissionsEnv);

  const requests = createFilmRequestStore(mongo);
  await requests.ensureIndexes();
  const relay = startOutboxRelay({ collections: [requests.collection], js: nats.jetstream(), logger });
  shutdown.add('outbox relay', () => relay.stop());
  const billingPayments = createBillingPayments({
    subgraphUrl: config.BILLING_SUBGRAPH_URL,
    secret: config.USER_CONTEXT_SECRET,
  });

  const subgraph = await startSubgraph({
    service: 'commissions',
    typeDefs,
    resolvers,
    context: buildContext({ requests, billingPayments, relay }),
    userContextSecret: config.USER_CONTEXT_SECRET,
    logger,
    readiness,
    host: config.HOST,
    port: config.PORT,
  });
  shutdown.add('subgraph', () => subgraph.stop());

  const consumers = await startConsumers({ nc: nats, durable: 'commissions', subscriptions, logger });
  shutdown.add('consumers', () => consumers.stop());
});
