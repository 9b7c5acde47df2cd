import type { ApolloServerPlugin } from '@apollo/server';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { GraphQLError, visit, type DocumentNode, type GraphQLSchema, type ValidationRule } from 'graphql';
import { getComplexity, type ComplexityEstimator } from 'graphql-query-complexity';
import { retryAfterOf } from '../error-masking';
import type { GatewayContext } from '../gateway-context';
import { OPERATION_BOUNDS } from './limits';
import { rateLimitedError, type RateLimits } from './rate-limits';

/** graphql-armor prefixes its messages with "Syntax Error: ", which they are not. */
const report = (context: { reportError(error: GraphQLError): void } | null, error: GraphQLError) =>
  context?.reportError(new GraphQLError(error.message.replace(/^Syntax Error: /, '')));

/**
 * Depth and aliases, as validation rules: a document over either is refused with a 400
 * (GRAPHQL_VALIDATION_FAILED) before it is planned, so no subgraph is asked anything.
 */
export function operationBoundRules(
  bounds: { maxDepth: number; maxAliases: number } = OPERATION_BOUNDS,
): ValidationRule[] {
  const common = { exposeLimits: true, propagateOnRejection: false, onReject: [report] };
  // Fragments are how the apps share selections, not nesting: only fields count.
  return [
    maxDepthRule({ ...common, n: bounds.maxDepth, flattenFragments: true }) as unknown as ValidationRule,
    maxAliasesRule({ ...common, n: bounds.maxAliases }) as unknown as ValidationRule,
  ];
}

/** Page size assumed for a field that takes `first` when the operation does not say. */
const DEFAULT_PAGE = 20;
/** Fields whose `first` left out means everything: the whole catalogue, at the scale we plan for. */
const UNPAGED_SIZE: Record<string, number> = { 'Query.videos': 10_000, 'Query.featuredVideos': 100 };

/**
 * Every field costs 1; a field that pages (takes `first`) costs 1 plus what is under it times the
 * page size asked, so `videoPage(first: 100) { videos { id title } }` costs 1 + 100 × 4.
 */
const pagedCost: ComplexityEstimator = ({ type, field, args, childComplexity }) => {
  if (!field.args.some((arg) => arg.name === 'first')) return 1 + childComplexity;
  const asked = Number(args.first);
  const size = Number.isFinite(asked)
    ? Math.max(1, asked)
    : (UNPAGED_SIZE[`${type.name}.${field.name}`] ?? DEFAULT_PAGE);
  return 1 + size * childComplexity;
};

export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables?: Record<string, unknown>,
  operationName?: string,
): number {
  return getComplexity({ schema, query: document, variables, operationName, estimators: [pagedCost] });
}

/**
 * The estimated cost, per request (it depends on the variables), once the operation is resolved and
 * before it is planned or run; over the bound, a 400 with extensions.code OPERATION_TOO_COSTLY.
 * The REST layer's own fixed operations (channel "rest") are ours and not estimated.
 */
export function operationCostPlugin(maxCost: number = OPERATION_BOUNDS.maxCost): ApolloServerPlugin<GatewayContext> {
  // Without variables the cost depends on the document alone, which Apollo parses once and reuses:
  // estimated once per document rather than on every request.
  const costs = new WeakMap<DocumentNode, number>();
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ contextValue, schema, document, request, operationName }) {
          if (contextValue.caller.channel === 'rest') return;
          const fixed = !request.variables || Object.keys(request.variables).length === 0;
          let cost = fixed ? costs.get(document) : undefined;
          if (cost === undefined) {
            cost = operationCost(schema, document, request.variables, operationName ?? undefined);
            if (fixed) costs.set(document, cost);
          }
          if (cost > maxCost) {
            throw new GraphQLError(
              `Operation too costly: estimated cost ${cost} is over the limit of ${maxCost}. Ask for fewer fields or smaller pages.`,
              { extensions: { code: 'OPERATION_TOO_COSTLY', http: { status: 400 } } },
            );
          }
        },
      };
    },
  };
}

const searchCounts = new WeakMap<DocumentNode, number>();

/**
 * How many searches a document makes: its `searchVideos` fields, or its `searchSeries` fields if
 * more (the app's search asks both for one text: one search). Apollo hands the same parsed
 * document for the same text.
 */
export function searchesIn(document: DocumentNode): number {
  let searches = searchCounts.get(document);
  if (searches === undefined) {
    let films = 0;
    let series = 0;
    visit(document, {
      Field: (field) => {
        if (field.name.value === 'searchVideos') films += 1;
        if (field.name.value === 'searchSeries') series += 1;
      },
    });
    searchCounts.set(document, (searches = Math.max(films, series)));
  }
  return searches;
}

/**
 * Each search of a public GraphQL operation (`searchesIn`) counts as one search of the caller's
 * address (the same limit as `GET /api/search`, whose own operation runs on the "rest" channel and
 * is counted by the REST layer). Over it, a 429 coded RATE_LIMITED with Retry-After.
 */
export function searchLimitPlugin(searchFields: RateLimits['searchFields']): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ contextValue, document }) {
          if (contextValue.caller.channel === 'rest') return;
          const searches = searchesIn(document);
          if (searches === 0) return;
          const refusal = await searchFields(contextValue.caller, searches);
          if (refusal) throw rateLimitedError(refusal);
        },
      };
    },
  };
}

/**
 * A service's own limit (a profile's lock guesses) answered on /graphql as the gateway's own are:
 * HTTP 429, with Retry-After when the service said how long to wait.
 */
export function serviceLimitPlugin(): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response }) {
          if (response.body.kind !== 'single') return;
          const limited = response.body.singleResult.errors?.find((error) => error.extensions?.code === 'RATE_LIMITED');
          if (!limited) return;
          response.http.status = 429;
          const retryAfter = retryAfterOf(limited);
          if (retryAfter) response.http.headers.set('retry-after', retryAfter);
        },
      };
    },
  };
}
