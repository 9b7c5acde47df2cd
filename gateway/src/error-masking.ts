import { unwrapResolverError } from '@apollo/server/errors';
import type { GraphQLFormattedError } from 'graphql';
import { isErrorCode } from '@cinevia/proto';
import type { Logger } from '@cinevia/service-kit';
import { SubgraphUnavailableError } from './subgraph-fetch';

const UNAVAILABLE = 'Part of Cinevia is unavailable right now. Please try again in a moment.';
const TIMEOUT = 'Cinevia took too long to answer. Please try again in a moment.';
const SERVER_FAULT = 'Something went wrong on our side. Please try again.';

/** A service's limit may say how long to wait: the one extension beside the code that passes. */
function waitOf(formatted: GraphQLFormattedError): { retryAfterSeconds?: number } {
  const seconds = formatted.extensions?.retryAfterSeconds;
  return typeof seconds === 'number' ? { retryAfterSeconds: seconds } : {};
}

/** A service's own limit says when to come back (`retryAfterSeconds` beside RATE_LIMITED). */
export function retryAfterOf(error: GraphQLFormattedError): string | null {
  const seconds = error.extensions?.retryAfterSeconds;
  return typeof seconds === 'number' && seconds > 0 ? String(Math.ceil(seconds)) : null;
}

/**
 * What a client may see of an error: our own coded refusals (a subgraph's domain rules, the
 * gateway's limits and bounds) pass as they are; a service that is away or too slow becomes
 * UNAVAILABLE (503) or TIMEOUT (504); anything else is masked as our fault. Nothing that reaches a
 * client names a service, an address or a stack; the full error is logged with the request id.
 */
export function maskError(logger: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const code = formatted.extensions?.code;
    const known = isErrorCode(code) || GATEWAY_CODES.has(String(code));
    if (known) return { message: formatted.message, path: formatted.path, extensions: { code, ...waitOf(formatted) } };
    const cause = causeOf(error);
    logger.warn({ err: cause, path: formatted.path, message: formatted.message }, 'GraphQL error masked');
    if (cause instanceof SubgraphUnavailableError) {
      const timeout = cause.reason === 'timeout';
      return {
        message: timeout ? TIMEOUT : UNAVAILABLE,
        path: formatted.path,
        extensions: { code: timeout ? 'TIMEOUT' : 'UNAVAILABLE' },
      };
    }
    return { message: SERVER_FAULT, path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  };
}

/** Apollo's and the gateway's own refusals of a request, which say nothing of our insides. */
const GATEWAY_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'OPERATION_RESOLUTION_FAILURE',
  'OPERATION_TOO_COSTLY',
  'OPERATION_NOT_ALLOWED',
]);

/** The error under Apollo's wrappers: a resolver's, or the one a subgraph fetch failed with. */
function causeOf(error: unknown): unknown {
  let current = unwrapResolverError(error);
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    if (current instanceof SubgraphUnavailableError) return current;
    const next = (current as { originalError?: unknown }).originalError ?? current.cause;
    if (!next) break;
    current = next;
  }
  return current;
}
