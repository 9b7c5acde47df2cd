import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { requestIdLink } from '@cinevia/ui/apollo';

/** One client per signed-in session: signing out drops it with its cache. */
export function createApolloClient() {
  return new ApolloClient({
    link: ApolloLink.from([requestIdLink, new HttpLink({ uri: '/graphql', credentials: 'include' })]),
    cache: new InMemoryCache(),
  });
}
