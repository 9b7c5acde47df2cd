// First: tracing (when on) must wrap the libraries before anything loads them.
import '@cinevia/service-kit/tracing';
import { bootService, commissionsBillingKey, runService, startReadModel, startupLoad } from '@cinevia/service-kit';
import { backfillSubscribers, openSubscriberStates } from '@cinevia/shared-models';
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
import { createDueHourStore } from './store/due-hours';
import { createPaymentStore } from './store/payments';
import { createProviderEventStore } from './store/provider-events';
import { createProviderSubscriptionStore } from './store/provider-subscriptions';
import { createSubscriptionStore } from './store/subscriptions';

runService('billing', async () => {
  const { config, logger, shutdown, mongo, nats, outbox, serveSubgraph, consume } = await bootService(
    'billing',
    billingEnv,
  );

  const dueHours = createDueHourStore(mongo);
  const subscriptions = createSubscriptionStore(mongo, outbox, dueHours);
  await startupLoad('due hours from older subscriptions', () => subscriptions.noteDueHours());
  // Who has Premium, by member, for viewing: billing's own events keep it (events/index.ts).
  const subscriberStates = await openSubscriberStates(nats);
  await startupLoad('subscriber states from older subscriptions', async () => {
    const recorded = await backfillSubscribers(subscriberStates, subscriptions.states);
    if (recorded > 0) logger.info({ recorded }, 'subscriber states recorded from stored subscriptions');
  });
  const payments = createPaymentStore(mongo, outbox);
  const customers = createCustomerStore(mongo);
  const { provider, simulated } = createPaymentProvider(config.payments, mongo);
  logger.info({ provider: provider.kind }, `payments go through the ${provider.kind} provider`);
  if (simulated && config.NODE_ENV === 'production') {
    logger.error(
      { provider: provider.kind },
      'PAYMENTS=simulated in production: the payment simulator is on, and any test card buys Premium and films',
    );
  }

  // The members in use, each read by `_id` when first needed, then kept current from billing's own events.
  const book = createSubscriptionBook({ read: subscriptions.find, most: config.BILLING_MEMBERS_HELD });
  const bookFeed = await startReadModel(subscriptionBookFeed(book), { nc: nats, logger });
  shutdown.add('subscription book feed', () => bookFeed.stop());

  const now = () => new Date();
  const billing = createBilling({
    subscriptions,
    payments,
    providerEvents: createProviderEventStore(mongo),
    providerSubscriptions: createProviderSubscriptionStore(mongo),
    book,
    dueHours,
    provider,
    logger,
    now,
  });

  // Commissions asks about a member's payment as itself (its key), besides the gateway.
  await serveSubgraph(
    { typeDefs, resolvers, context: buildContext({ billing, payments, customers, provider, simulated, now }) },
    [commissionsBillingKey(config)],
  );

  await consume(eventSubscriptions({ billing, customers, subscriberStates }));

  const sweep = setInterval(() => {
    billing.sweep().catch((error: unknown) => logger.error({ err: error }, 'subscription sweep failed'));
  }, config.BILLING_SWEEP_INTERVAL_MS);
  shutdown.add('sweep', () => clearInterval(sweep));
});
