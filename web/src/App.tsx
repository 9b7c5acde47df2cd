import { Suspense, lazy, useEffect } from 'react';
import { useLocation, useRoutes } from 'react-router-dom';
import { visitorRoutes, VISITOR_IDLE_PATHS } from './routes';
import { usePrefetch } from './routing/prefetch';
import { useSession } from './session/session';
import { FullScreenSpinner } from './ui/Spinner';

/** Apollo Client and every members-only page: loaded only when someone is signed in. */
const SignedInApp = lazy(() => import('./SignedInApp'));

function VisitorRoutes() {
  usePrefetch(visitorRoutes, VISITOR_IDLE_PATHS);
  return useRoutes(visitorRoutes);
}

/**
 * A browser with a session cookie opening the home page will most likely show it: its films (the
 * same for everyone) are asked for while the session is being checked, rather than after it, the
 * signed-in app and the page have loaded.
 */
function useEarlyFirstPage(checking: boolean) {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!checking || (pathname !== '/' && pathname !== '/home')) return;
    // The client is made as soon as its module is there: before React, which loads the same
    // module, can render the signed-in app with a client of its own.
    import('./SignedInApp')
      .then((app) => {
        const client = app.earlyClient();
        return import('./features/catalogue/api/useHomeRoute').then((home) => home.prefetchHomeRoute(client));
      })
      .catch((error: unknown) => console.warn('Could not start the home page early', error));
    // Once, as the app starts: later navigation asks as usual.
  }, []);
}

export function App() {
  const { viewer, checking } = useSession();
  useEarlyFirstPage(checking);
  if (checking) return <FullScreenSpinner label="Checking your session" />;
  return (
    <Suspense fallback={<FullScreenSpinner />}>{viewer ? <SignedInApp viewer={viewer} /> : <VisitorRoutes />}</Suspense>
  );
}
