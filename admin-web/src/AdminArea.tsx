import { ApolloProvider } from '@apollo/client/react';
import { apolloClient } from './api/apolloClient';
import { AdminDevicesSection } from './features/auth/components/AdminDevicesSection';
import { AdminLayout } from './features/auth/components/AdminLayout';
import { FilmsPage } from './features/films/components/FilmsPage';
import { FilmRequestsSection } from './features/requests/components/FilmRequestsSection';
import { SeriesSection } from './features/series/components/SeriesSection';

/** The signed-in portal, with Apollo Client: loaded with /admin, never with the login page. */
export function AdminArea() {
  return (
    <ApolloProvider client={apolloClient}>
      <AdminLayout />
    </ApolloProvider>
  );
}

/** /admin: the films card, the series beside them, the commissioned films, then where the portal is signed in. */
export function AdminHome() {
  return (
    <>
      <FilmsPage />
      <SeriesSection />
      <FilmRequestsSection />
      <AdminDevicesSection />
    </>
  );
}
