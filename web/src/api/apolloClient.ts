import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';

/** One client per signed-in session: signing out drops it with its cache. */
export function createApolloClient() {
  return new ApolloClient({
    link: new HttpLink({ uri: '/graphql', credentials: 'include' }),
    cache: new InMemoryCache(),
  });
}
