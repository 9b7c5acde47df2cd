import { ApolloServer, type BaseContext } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginInlineTraceDisabled,
} from '@apollo/server/plugin/disabled';
import { DomainError } from '@cinevia/proto';
import { expressMiddleware } from '@as-integrations/express5';
import { buildSubgraphSchema } from '@apollo/subgraph';
import express from 'express';
import gql from 'graphql-tag';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Registry } from 'prom-client';
import type { DocumentNode } from 'graphql';
import { isDatabaseUnreachable } from './connections';
import { inRequest } from './query-audit';
import type { Logger } from './logger';
import { createHttpApp, listen, type ReadinessCheck } from './http';
import {
  createReplayGuard,
  USER_CONTEXT_HEADER,
  verifyUserContext,
  type ContextKey,
  type UserContext,
} from './user-context';

const DATABASE_AWAY = 'Cinevia cannot reach its data just now. Please try again in a moment.';

/** What every resolver receives: the verified caller and a logger tagged with the request id. */
export interface RequestContext extends BaseContext {
  caller: UserContext;
  logger: Logger;
}

/** A resolver map as `buildSubgraphSchema` takes it (its package names no such type in its entry point). */
type SubgraphResolvers = NonNullable<
  Extract<Parameters<typeof buildSubgraphSchema>[0], { typeDefs: unknown }>['resolvers']
>;

/** What a subgraph answers with: its schema and resolvers. */
export interface SubgraphGraph {
  typeDefs: DocumentNode;
  /**
   * Typed against the schema and the service's context by GraphQL Code Generator (`satisfies
   * Resolvers`); Apollo's own map type knows no context, so it is taken as it is here.
   */
  resolvers: object;
}

export interface SubgraphOptions<Context extends RequestContext> extends SubgraphGraph {
  service: string;
  /** Adds the service's own stores and adapters to the request context. */
  context: (base: RequestContext) => Context | Promise<Context>;
  /** The keys a caller's context may be signed with: the gateway's for this subgraph, and any service's that calls it. */
  userContextKeys: readonly ContextKey[];
  logger: Logger;
  readiness: Record<string, ReadinessCheck>;
  host: string;
  port: number;
  /** Registers the service's own metrics beside the common ones (see createHttpApp). */
  addMetrics?: (registry: Registry) => void;
}

/**
 * The GraphQL server of a subgraph, without HTTP: what `startSubgraph` serves, and what the
 * integration tests run operations on. A domain rule's refusal reaches the caller with its message
 * and code; a database that is away, a 503-coded message; anything else is logged and masked.
 */
export function createSubgraphServer<Context extends RequestContext>(graph: SubgraphGraph, logger: Logger) {
  return new ApolloServer<Context>({
    schema: buildSubgraphSchema({ typeDefs: graph.typeDefs, resolvers: graph.resolvers as SubgraphResolvers }),
    introspection: false,
    includeStacktraceInErrorResponses: false,
    // The service's shutdown stops it, after the HTTP server has answered what it was sent. Apollo's own
    // (on outside NODE_ENV=test) stopped it at SIGTERM under requests still arriving, which it answered
    // 500, then raised SIGTERM again, killing the process mid-drain.
    stopOnTerminationSignals: false,
    // Traces are for Apollo GraphOS, which we do not use.
    // No cache hints are used, and the cache-control plugin wraps every field resolver (measured:
    // a tenth of the catalogue's time on the home query).
    plugins: [ApolloServerPluginInlineTraceDisabled(), ApolloServerPluginCacheControlDisabled()],
    logger,
    formatError: (formatted, error) => {
      const cause = unwrapResolverError(error);
      if (cause instanceof DomainError) return { message: cause.message, extensions: { code: cause.code } };
      if (isDatabaseUnreachable(cause)) {
        logger.warn({ err: cause }, 'database unreachable');
        return { message: DATABASE_AWAY, extensions: { code: 'UNAVAILABLE' } };
      }
      if (!formatted.extensions?.code || formatted.extensions.code === 'INTERNAL_SERVER_ERROR') {
        logger.error({ err: error }, 'resolver failed');
        return {
          message: 'Something went wrong on our side. Please try again.',
          extensions: { code: 'INTERNAL_SERVER_ERROR' },
        };
      }
      return formatted;
    },
  });
}

/** Serves a federated subgraph at /graphql that only answers requests the gateway has signed. */
export async function startSubgraph<Context extends RequestContext>(options: SubgraphOptions<Context>) {
  const { service, logger } = options;
  const apollo = createSubgraphServer<Context>(options, logger);
  await apollo.start();

  const app = createHttpApp({ service, logger, readiness: options.readiness, addMetrics: options.addMetrics });
  const replays = createReplayGuard();
  app.use(
    '/graphql',
    express.json({ limit: '1mb' }),
    (req, res, next) => {
      const body = req.body as { query?: unknown; variables?: unknown } | undefined;
      const caller =
        typeof body?.query === 'string'
          ? verifyUserContext(
              req.header(USER_CONTEXT_HEADER),
              options.userContextKeys,
              { audience: service, query: body.query, variables: body.variables },
              replays,
            )
          : null;
      if (!caller) {
        res.status(401).json({ message: 'Requests must come through the gateway.' });
        return;
      }
      res.locals.caller = caller;
      inRequest(caller.requestId, next);
    },
    expressMiddleware(apollo, {
      context: async ({ res }) => {
        const caller = res.locals.caller as UserContext;
        return options.context({ caller, logger: logger.child({ requestId: caller.requestId }) });
      },
    }),
  );

  const http = await listen(app, options.host, options.port);
  logger.info({ port: http.port }, `${service} subgraph listening`);
  return {
    port: http.port,
    url: `http://${options.host}:${http.port}/graphql`,
    async stop() {
      await http.close();
      await apollo.stop();
    },
  };
}
export type RunningSubgraph = Awaited<ReturnType<typeof startSubgraph>>;

/** A subgraph's schema, kept as `schema.graphql` beside its resolvers. */
export function readTypeDefs(directory: string): DocumentNode {
  return gql(readFileSync(join(directory, 'schema.graphql'), 'utf8'));
}
