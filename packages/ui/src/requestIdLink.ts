import { ApolloLink } from '@apollo/client';
import { map } from 'rxjs';
import { REQUEST_ID_HEADER } from './apiRequest';

/**
 * Both apps' link in front of the HttpLink (`@cinevia/ui/apollo`, apart from the main entry so the
 * pages without Apollo Client never load it). Apollo Client keeps a reply's GraphQL errors but not
 * the reply, whose `x-request-id` names the request in the logs: this copies the header into each
 * error's extensions, under its own name, where `requestIdOf` finds it. A reply that is not
 * GraphQL fails as a ServerError, which keeps the reply itself.
 */
export const requestIdLink = new ApolloLink((operation, forward) =>
  forward(operation).pipe(
    map((result) => {
      // The HttpLink puts the fetch Response in the context before it passes the result on.
      const { response } = operation.getContext() as { response?: Response };
      const requestId = response?.headers.get(REQUEST_ID_HEADER);
      if (!requestId || !('errors' in result) || !result.errors?.length) return result;
      return {
        ...result,
        errors: result.errors.map((error) => ({
          ...error,
          extensions: { ...error.extensions, [REQUEST_ID_HEADER]: requestId },
        })),
      };
    }),
  ),
);
