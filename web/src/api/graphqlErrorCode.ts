import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import type { ErrorCode } from '@cinevia/proto';

/**
 * The shared error code (proto `ERROR_STATUS`) behind an Apollo error: the first GraphQL error's
 * `extensions.code`, or the code of the HTTP status when the gateway refused the whole request.
 */
export function graphqlErrorCode(error: unknown): ErrorCode | string | undefined {
  if (CombinedGraphQLErrors.is(error)) {
    const code = error.errors.find((entry) => entry.extensions?.code)?.extensions?.code;
    return typeof code === 'string' ? code : undefined;
  }
  if (ServerError.is(error)) {
    if (error.statusCode === 401) return 'UNAUTHENTICATED';
    if (error.statusCode === 402) return 'PAYMENT_REQUIRED';
  }
  return undefined;
}
