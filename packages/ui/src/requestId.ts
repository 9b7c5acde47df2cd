import { REQUEST_ID_HEADER } from './apiRequest';

/** Characters of the id a member reads out to support: enough for a grep of the logs to find the line. */
const REFERENCE_LENGTH = 8;

type FailureShapes = {
  /** ApiError's. */
  requestId?: unknown;
  /** Apollo Client's ServerError and ServerParseError hold the reply. */
  response?: { headers?: Partial<Headers> };
  /** Apollo Client's CombinedGraphQLErrors, which `requestIdLink` stamped with the reply's header. */
  errors?: unknown;
};

/**
 * The request id of the reply that a failed request got: from `apiRequest` (ApiError), from an
 * Apollo Client error that holds the reply (ServerError, ServerParseError), or from GraphQL errors
 * that `requestIdLink` stamped. Undefined when no reply came (a network failure) or it had no id.
 * Errors are read by their shape, so that a page showing a failure need not load Apollo Client.
 */
export function requestIdOf(error: unknown): string | undefined {
  const { requestId, response, errors } = (error ?? {}) as FailureShapes;
  if (typeof requestId === 'string') return requestId || undefined;
  if (typeof response?.headers?.get === 'function') return response.headers.get(REQUEST_ID_HEADER) || undefined;
  if (!Array.isArray(errors)) return undefined;
  const stamped = errors.map(
    (entry: { extensions?: Record<string, unknown> } | null) => entry?.extensions?.[REQUEST_ID_HEADER],
  );
  return stamped.find((id): id is string => typeof id === 'string' && id !== '');
}

/** What the apps show of an id: its first characters, e.g. '3f9c1d2e'. */
export function supportReference(requestId: string): string {
  return requestId.slice(0, REFERENCE_LENGTH);
}
