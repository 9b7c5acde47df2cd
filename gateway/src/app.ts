import { expressMiddleware } from '@as-integrations/express5';
import {
  gatewayContextSigner,
  connectNats,
  connectRedis,
  createHttpApp,
  streamLimitsOf,
  useStreamLimits,
  listen,
  type Logger,
  requestIdOf,
  type Shutdown,
} from '@cinevia/service-kit';
import {
  createSessionStore,
  ensureProgressSavesExist,
  followEndedSessions,
  publishProgressRecord,
} from '@cinevia/shared-models';
import express, { type Request } from 'express';
import { EVERY_RATING } from '@cinevia/proto';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { anonymousCaller, createCallers, viewerSessionOf } from './caller';
import type { GatewayConfig } from './config';
import { startGraphQL } from './graphql';
import { createRateLimits, noRateLimits } from './limits/rate-limits';
import { accountRoutes } from './rest/account-routes';
import { authRoutes } from './rest/auth-routes';
import { billingRoutes } from './rest/billing-routes';
import { watchCatalogue } from './catalogue-changes';
import { catalogueRoutes, type CatalogueRouteDependencies } from './rest/catalogue-routes';
import { seriesRoutes } from './rest/series-routes';
import { commissionsRoutes } from './rest/commissions-routes';
import { deviceRoutes } from './rest/device-routes';
import { profileRoutes } from './rest/profile-routes';
import { openApiDocument } from './rest/openapi';
import { createReplyCache, searchAnswers, wholeCatalogue } from './rest/reply-cache';
import { noSuchApiPath, restRouter } from './rest/router';
import { stripeWebhookRouter } from './rest/stripe-webhook';
import { sameOriginWrites } from './same-origin';
import { securityHeaders } from './security-headers';
import { sharedOperations } from './shared-operations';
import { speedTestRouter } from './speed-test';
import { subgraphFetchers } from './subgraph-fetch';
import { registerSubgraphMetrics } from './subgraph-metrics';
import { subgraphList } from './subgraphs';
import { viewingRoutes, type ViewingRouteDependencies } from './rest/viewing-routes';
import { createSessionCache } from './session-cache';
import { compressReplies } from './delivery';
import { directQueries } from './direct-queries';
import { homeShell } from './home-shell';
import { followMembers, type MemberCards } from './members';
import { adminAppRouter, webAppRouter } from './web-app';
import { REPO_ROOT } from './paths';
import { SUPERGRAPH_FILE } from './supergraph';

/** The last searches' replies, about 30 KB each (50 films). */
const SEARCH_REPLIES_KEPT = 256;

export const restRoutes = (deps: {
  members: MemberCards;
  catalogue: CatalogueRouteDependencies;
  viewing: ViewingRouteDependencies;
}) => [
  ...authRoutes(deps.members),
  ...accountRoutes,
  ...deviceRoutes,
  ...profileRoutes,
  ...catalogueRoutes(deps.catalogue),
  ...seriesRoutes,
  ...billingRoutes,
  ...viewingRoutes(deps.viewing),
  ...commissionsRoutes,
];

/**
 * The whole edge: /graphql, /api/* (the spec's REST paths), and the web app. Each part is added to
 * `shutdown` as it starts, so a stop closes them in reverse (the HTTP servers first, Redis last) and
 * one that overruns the deadline is named in the log.
 */
export async function startGateway(config: GatewayConfig, logger: Logger, shutdown: Pick<Shutdown, 'add'>) {
  const redis = await connectRedis(config.REDIS_URL);
  shutdown.add('redis', () => redis.quit());
  const sessions = createSessionStore(redis);
  const nats = await connectNats(config.NATS_URL, 'gateway');
  shutdown.add('nats', () => nats.drain());
  useStreamLimits(streamLimitsOf(config));
  const catalogueChanges = await watchCatalogue(nats, logger);
  shutdown.add('catalogue changes', () => catalogueChanges.stop());
  const members = await followMembers(nats, logger, config.GATEWAY_MEMBERS_HELD);
  shutdown.add('members', () => members.stop());
  await ensureProgressSavesExist(await nats.jetstreamManager());
  const js = nats.jetstream();
  const routes = restRoutes({
    members: members.cards,
    catalogue: { films: catalogueChanges.films, wrote: catalogueChanges.wrote },
    viewing: {
      films: catalogueChanges.films,
      commissioned: catalogueChanges.commissioned,
      publish: (save) => publishProgressRecord(js, save),
    },
  });
  const production = config.NODE_ENV === 'production';
  const sessionCache = createSessionCache(sessions);
  const callers = createCallers(sessionCache, config.VISITOR_MATURITY);
  shutdown.add('ended sessions', await followEndedSessions(redis, sessionCache.listener));
  const limits =
    config.RATE_LIMITS === 'on'
      ? createRateLimits({
          redis,
          logger,
          memberOf: async (req) => (await sessionCache.resolveViewerSession(viewerSessionOf(req)))?.userId ?? null,
        })
      : noRateLimits();
  const subgraphs = subgraphList(config);
  const fetchers = subgraphFetchers(subgraphs, logger);
  const signContext = gatewayContextSigner(config.USER_CONTEXT_SECRET);
  const direct = directQueries({ subgraphs, fetchers, callers, signContext });
  const apollo = await startGraphQL({
    subgraphs,
    supergraphFile: config.SUPERGRAPH_FILE ?? SUPERGRAPH_FILE,
    fetchers,
    didResolveQueryPlan: direct.learn,
    signContext,
    logger,
    introspection: !production,
    limits,
    persistedOperationsOnly: production,
  });
  shutdown.add('graphql', () => apollo.stop());

  const metrics = config.METRICS_PORT === undefined ? undefined : { app: express(), port: config.METRICS_PORT };
  const app = createHttpApp({
    service: 'gateway',
    logger,
    readiness: { redis: () => redis.ping(), nats: () => nats.flush() },
    trustProxy: config.TRUST_PROXY,
    // The public entry: a request id and a trace to join only from the proxy in front, never from a browser.
    callerTrust: 'proxy',
    metricsApp: metrics?.app,
    addMetrics: registerSubgraphMetrics,
  });
  // Helmet's headers on every reply, the API's included; then no write from another site.
  app.use(securityHeaders());
  app.use(sameOriginWrites());
  // Brotli or gzip for every text reply from here on (gateway/src/delivery.ts).
  app.use(compressReplies());
  // GraphQL first: the apps' busiest path passes no other route on its way.
  app.use(
    '/graphql',
    limits.graphqlRequests,
    sharedOperations({ apollo, changes: catalogueChanges, callers, logger }),
    express.json({ limit: '256kb' }),
    direct.handler,
    expressMiddleware(apollo, {
      context: async ({ req }) => ({ caller: await callers.resolve(req, 'graphql', requestIdOf(req)) }),
    }),
  );
  const openApi = openApiDocument(routes);
  app.get('/api/openapi.json', (_req, res) => {
    res.json(openApi);
  });
  // The table's paths first: the busiest, found in one lookup; the rest of /api after them.
  app.use(
    restRouter({
      routes,
      before: limits.restPath,
      apollo,
      sessionCache,
      callers,
      memberWrote: members.cards.wrote,
      secureCookies: production,
      logger,
      replyCaches: {
        catalogue: createReplyCache(wholeCatalogue(catalogueChanges)),
        search: createReplyCache(searchAnswers(catalogueChanges), SEARCH_REPLIES_KEPT),
      },
    }),
  );
  app.use('/api', speedTestRouter(limits));
  app.use('/api', stripeWebhookRouter({ apollo, callers, logger, before: limits.restPath }));
  app.use('/api', noSuchApiPath);
  const publicConfig = { companyName: config.COMPANY_NAME, supportPhone: config.SUPPORT_PHONE };
  app.use(adminAppRouter(config.ADMIN_WEB_DIST ?? join(REPO_ROOT, 'admin-web/dist'), publicConfig));
  const webDist = config.WEB_DIST ?? join(REPO_ROOT, 'web/dist');
  const hero = homeShell({
    dir: join(webDist, '.shell'),
    changes: catalogueChanges,
    runSharedQuery: async (query) => {
      const response = await apollo.executeOperation(
        { query },
        { contextValue: { caller: anonymousCaller('gateway', randomUUID()) } },
      );
      if (response.body.kind !== 'single') throw new Error('the home hero query must not stream');
      return response.body.singleResult;
    },
    logger,
  });
  // The hero is drawn from every film: sessions of a narrower level get their page without it.
  const heroFor = async (req: Request) =>
    (await callers.viewOf(req)).level === EVERY_RATING ? hero.current() : undefined;
  app.use(webAppRouter(webDist, publicConfig, heroFor));

  const http = await listen(app, config.HOST, config.PORT);
  shutdown.add('http', () => http.close());
  const metricsHttp = metrics && (await listen(metrics.app, config.HOST, metrics.port));
  if (metricsHttp) shutdown.add('metrics http', () => metricsHttp.close());
  logger.info({ port: http.port, metricsPort: metricsHttp?.port ?? http.port }, 'gateway listening');
}
