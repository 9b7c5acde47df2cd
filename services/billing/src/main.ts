import { bootService, runService, startConsumers, startOutboxRelay, startSubgraph } from '@cinevia/service-kit';
import { createBilling } from './billing';
import { billingEnv } from './config';
import { subscriptions as eventSubscriptions } from './events';
import { buildContext } from './graphql/context';
import { resolvers } from './graphql/resolvers';
import { typeDefs } from './graphql/schema';
import { createPaymentProvider } from './providers';
import { createCustomerStore } from './store/customers';
import { createPaymentStore } from './store/payments';
import { createProviderEventStore } from './store/provider-events';
import { createSubscriptionStore } from './store/subscriptions';

runService('billing', async () => {
  const { config, logger, shutdown, mongo, nats, readiness } = await bootService('billing', billingEnv);

  const subscriptions = createSubscriptionStore(mongo);
  const payments = createPaymentStore(mongo);
  const customers = createCustomerStore(mongo);
  await Promise.all([subscriptions.ensureIndexes(), payments.ensureIndexes()]);
  const { provider, simulated } = createPaymentProvider(config.payments, mongo);
  await simulated?.ensureIndexes();
  logger.info({ provider: provider.kind }, `payments go through the ${provider.kind} provider`);

  const relay = startOutboxRelay({
    collections: [subscriptions.collection, payments.collection],
    js: nats.jetstream(),
    logger,
  });
  shutdown.add('outbox relay', () => relay.stop());
  const now = () => new Date();
  const billing = createBilling({
    subscriptions,
    payments,
    providerEvents: createProviderEventStore(mongo),
    provider,
    relay,
    logger,
    now,
  });

  const subgraph = await startSubgraph({
    service: 'billing',
    typeDefs,
    resolvers,
    context: buildContext({ billing, payments, customers, provider, simulated, now }),
    userContextSecret: config.USER_CONTEXT_SECRET,
    logger,
    readiness,
    host: config.HOST,
    port: config.PORT,
  });
  shutdown.add('subgraph', () => subgraph.stop());

  const consumers = await startConsumers({
    nc: nats,
    durable: 'billing',
    subscriptions: eventSubscriptions({ billing, customers }),
    logger,
  });
  shutdown.add('consumers', () => consumers.stop());

  const sweep = setInterval(() => {
    billing.sweep().catch((error: unknown) => logger.error({ err: error }, 'subscription sweep failed'));
  }, config.BILLING_SWEEP_INTERVAL_MS);
  shutdown.add('sweep', () => clearInterval(sweep));
});
