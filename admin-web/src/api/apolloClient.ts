import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { requestIdLink } from '@cinevia/ui/apollo';

export const apolloClient = new ApolloClient({
  link: ApolloLink.from([requestIdLink, new HttpLink({ uri: '/graphql', credentials: 'include' })]),
  cache: new InMemoryCache(),
});
