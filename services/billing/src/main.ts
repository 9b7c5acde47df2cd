import { bootService, runService, startReadModel } from '@cinevia/service-kit';
import { createBilling } from './billing';
import { billingEnv } from './config';
import { subscriptions as eventSubscriptions } from './events';
import { buildContext } from './graphql/context';
import { resolvers } from './graphql/resolvers';
import { typeDefs } from './graphql/schema';
import { createPaymentProvider } from './providers';
import { createSubscriptionBook } from './read-model/subscription-book';
import { subscriptionBookFeed } from './read-model/subscription-book-feed';
import { createCustomerStore } from './store/customers';
import { createPaymentStore } from './store/payments';
import { createProviderEventStore } from './store/provider-events';
import { createProviderSubscriptionStore } from './store/provider-subscriptions';
import { createSubscriptionStore } from './store/subscriptions';

runService('billing', async () => {
  const { config, logger, shutdown, mongo, nats, outbox, serveSubgraph, consume } = await bootService(
    'billing',
    billingEnv,
  );

  const subscriptions = createSubscriptionStore(mongo, outbox);
  const payments = createPaymentStore(mongo, outbox);
  const customers = createCustomerStore(mongo);
  const { provider, simulated } = createPaymentProvider(config.payments, mongo);
  logger.info({ provider: provider.kind }, `payments go through the ${provider.kind} provider`);

  // Loaded before anything can change a subscription, then kept current from billing's own events.
  const book = createSubscriptionBook();
  const bookFeed = await startReadModel(subscriptionBookFeed(subscriptions, book), { nc: nats, logger });
  shutdown.add('subscription book feed', () => bookFeed.stop());
  logger.info({ subscriptions: book.size }, 'subscription book loaded');

  const now = () => new Date();
  const billing = createBilling({
    subscriptions,
    payments,
    providerEvents: createProviderEventStore(mongo),
    providerSubscriptions: createProviderSubscriptionStore(mongo),
    book,
    provider,
    logger,
    now,
  });

  await serveSubgraph({
    typeDefs,
    resolvers,
    context: buildContext({ billing, payments, customers, provider, simulated, now }),
  });

  await consume(eventSubscriptions({ billing, customers }));

  const sweep = setInterval(() => {
    billing.sweep().catch((error: unknown) => logger.error({ err: error }, 'subscription sweep failed'));
  }, config.BILLING_SWEEP_INTERVAL_MS);
  shutdown.add('sweep', () => clearInterval(sweep));
});
