import { ApolloGateway, RemoteGraphQLDataSource, type Experimental_DidResolveQueryPlanCallback } from '@apollo/gateway';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { USER_CONTEXT_HEADER, type ContextSigner, type Logger, type UnsignedUserContext } from '@cinevia/service-kit';
import { anonymousCaller } from './caller';
import { maskError } from './error-masking';
import type { GatewayContext } from './gateway-context';
import {
  operationBoundRules,
  operationCostPlugin,
  searchLimitPlugin,
  serviceLimitPlugin,
} from './limits/operation-bounds';
import { builtAllowList, persistedOperationsPlugin } from './limits/persisted-operations';
import type { RateLimits } from './limits/rate-limits';
import type { SubgraphFetchers } from './subgraph-fetch';
import { supergraphFromFile } from './supergraph';

/** Used while composing, when no member request is in flight. */
const COMPOSITION_CALLER: UnsignedUserContext = anonymousCaller('gateway', 'composition');

/**
 * The supergraph composed at build time (gateway/supergraph.graphql, followed for changes: supergraph.ts),
 * so the gateway starts whichever subgraphs answer; each is asked at the URL the configuration names.
 * Every request to a subgraph carries the caller, signed fresh. Operations are bounded before they
 * are planned (depth, aliases, estimated cost: limits/operation-bounds.ts) and searches counted.
 */
export async function startGraphQL(options: {
  subgraphs: { name: string; url: string }[];
  /** The supergraph's file (supergraph.ts). */
  supergraphFile: string;
  /** How each subgraph is asked: a deadline and a circuit breaker per subgraph (subgraph-fetch.ts). */
  fetchers: SubgraphFetchers;
  /** Told every plan the gateway runs (direct-queries.ts learns from them). */
  didResolveQueryPlan: Experimental_DidResolveQueryPlanCallback;
  /** Signs each subgraph request's user context (the kit's gatewayContextSigner). */
  signContext: ContextSigner;
  logger: Logger;
  introspection: boolean;
  limits: Pick<RateLimits, 'searchFields'>;
  /** Production: /graphql runs only the apps' own operations (limits/persisted-operations.ts). */
  persistedOperationsOnly: boolean;
}): Promise<ApolloServer<GatewayContext>> {
  const { fetchers } = options;
  const urls = new Map(options.subgraphs.map(({ name, url }) => [name, url]));
  const gateway = new ApolloGateway({
    supergraphSdl: supergraphFromFile(options.supergraphFile, options.logger),
    fetcher: fetch,
    logger: options.logger,
    experimental_didResolveQueryPlan: options.didResolveQueryPlan,
    buildService: ({ name }) => {
      const url = urls.get(name);
      if (!url) throw new Error(`the supergraph names a subgraph the gateway has no URL for: ${name}`);
      return new RemoteGraphQLDataSource<GatewayContext>({
        url,
        // undici's pooled keep-alive connections rather than the default make-fetch-happen, whose
        // agent inspects a stack trace on every request; with a deadline and a breaker.
        fetcher: fetchers.for(url),
        willSendRequest({ request, context }) {
          const caller = context?.caller ?? COMPOSITION_CALLER;
          // Good for this request to this subgraph only (see the kit's user-context).
          const target = { audience: name ?? '', query: request.query ?? '', variables: request.variables };
          request.http?.headers.set(USER_CONTEXT_HEADER, options.signContext(caller, target));
          request.http?.headers.set('x-request-id', caller.requestId);
        },
      });
    },
  });
  const server = new ApolloServer<GatewayContext>({
    gateway,
    introspection: options.introspection,
    includeStacktraceInErrorResponses: false,
    // The gateway's shutdown stops it after the HTTP server (app.ts), not Apollo's own signal handler.
    stopOnTerminationSignals: false,
    // No "Did you mean …?" in validation errors: they would name fields to whoever guesses at the schema.
    hideSchemaDetailsFromClientErrors: true,
    formatError: maskError(options.logger),
    logger: options.logger,
    validationRules: operationBoundRules(),
    plugins: [
      // No cache hints are used; without this the plugin computes a cache policy for every response.
      ApolloServerPluginCacheControlDisabled(),
      // The breakers' timers and the subgraph connections end with the server.
      { serverWillStart: async () => ({ serverWillStop: () => fetchers.shutdown() }) },
      ...(options.persistedOperationsOnly ? [persistedOperationsPlugin(builtAllowList())] : []),
      operationCostPlugin(),
      searchLimitPlugin(options.limits.searchFields),
      serviceLimitPlugin(),
    ],
  });
  await server.start();
  return server;
}
