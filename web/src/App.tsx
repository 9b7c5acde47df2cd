import { Suspense } from 'react';
import { useRoutes } from 'react-router-dom';
import { FullScreenSpinner } from '@cinevia/ui';
import { visitorRoutes, VISITOR_IDLE_PATHS } from './routes';
import { lazyPage } from './routing/lazyPage';
import { usePrefetch } from './routing/prefetch';
import { useSession } from './session/session';

/** Apollo Client and every members-only page: loaded only when someone is signed in. */
export const SignedInApp = lazyPage(() => import('./SignedInApp').then((app) => app.default));

function VisitorRoutes() {
  usePrefetch(visitorRoutes, VISITOR_IDLE_PATHS);
  return useRoutes(visitorRoutes);
}

export function App() {
  const { viewer, checking } = useSession();
  if (checking) return <FullScreenSpinner label="Checking your session" />;
  return (
    <Suspense fallback={<FullScreenSpinner />}>{viewer ? <SignedInApp viewer={viewer} /> : <VisitorRoutes />}</Suspense>
  );
}
