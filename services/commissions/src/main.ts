// First: tracing (when on) must wrap the libraries before anything loads them.
import '@cinevia/service-kit/tracing';
import { bootService, commissionsBillingKey, runService, startReadModel } from '@cinevia/service-kit';
import { createBillingPayments } from './adapters/billing-payments';
import { createCommissions } from './commissions';
import { commissionsEnv } from './config';
import { subscriptions } from './events';
import { buildContext } from './graphql/context';
import { resolvers } from './graphql/resolvers';
import { typeDefs } from './graphql/schema';
import { createFilmRequestIndex } from './read-model/film-request-index';
import { filmRequestsFeed } from './read-model/film-requests-feed';
import { createFilmRequestStore } from './store/film-requests';

runService('commissions', async () => {
  const { config, logger, shutdown, mongo, nats, outbox, serveSubgraph, consume } = await bootService(
    'commissions',
    commissionsEnv,
  );

  const requests = createFilmRequestStore(mongo, outbox);
  // Loaded before the subgraph answers, then kept current from commissions' own events.
  const index = createFilmRequestIndex();
  const feed = await startReadModel(filmRequestsFeed(requests, index), { nc: nats, logger });
  shutdown.add('film requests feed', () => feed.stop());
  logger.info({ requests: index.size }, 'film requests loaded');
  const billingPayments = createBillingPayments({
    subgraphUrl: config.BILLING_SUBGRAPH_URL,
    key: commissionsBillingKey(config),
  });

  const commissions = createCommissions({ requests, index, billingPayments, logger });

  await serveSubgraph({ typeDefs, resolvers, context: buildContext({ commissions, requests, index }) });

  await consume(subscriptions);
});
