import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

type ErrorBody = { errors?: { message?: unknown }[]; message?: unknown };

function firstMessage(body: ErrorBody): string | undefined {
  const message = body.errors?.find((error) => typeof error.message === 'string')?.message ?? body.message;
  return typeof message === 'string' && message ? message : undefined;
}

/**
 * The server's own words from a failed GraphQL call (such as 'Title is required' or 'Admin access
 * required'), or undefined when it sent none and the caller should show its fallback text.
 */
export function graphQLErrorMessage(error: unknown): string | undefined {
  if (CombinedGraphQLErrors.is(error)) return firstMessage({ errors: [...error.errors] });
  if (ServerError.is(error)) {
    try {
      return firstMessage(JSON.parse(error.bodyText) as ErrorBody);
    } catch {
      return undefined;
    }
  }
  return undefined;
}
