import { Outlet, type RouteObject } from 'react-router-dom';
import { FullScreenSpinner, NotFoundPage, RouteErrorPage } from '@cinevia/ui';
import { loadAdminArea } from './loadAdminArea';
import { useMembersAppLinks } from './ui/useMembersAppLinks';

function Root() {
  useMembersAppLinks();
  return <Outlet />;
}

/**
 * The portal's routes (spec section 2), each loaded with its route (React Router's lazy routes).
 * /admin-login is open to all; the admin group sits behind AdminLayout's session check, which only
 * decides what to show: the server guards every call. The gateway serves this app only for these
 * paths; every other one is the members' app.
 */
export const adminRoutes: RouteObject[] = [
  {
    element: <Root />,
    errorElement: <RouteErrorPage />,
    // Shown while the first page's chunk loads.
    hydrateFallbackElement: <FullScreenSpinner />,
    children: [
      {
        path: '/admin-login',
        lazy: () => import('./features/auth/components/AdminLoginPage').then((m) => ({ Component: m.AdminLoginPage })),
      },
      {
        lazy: () => loadAdminArea().then((m) => ({ Component: m.AdminArea })),
        children: [
          { path: '/admin', lazy: () => loadAdminArea().then((m) => ({ Component: m.AdminHome })) },
          // Its own chunk: the chart library loads with this page alone.
          {
            path: '/admin/insights',
            lazy: () =>
              import('./features/insights/components/InsightsPage').then((m) => ({ Component: m.InsightsPage })),
          },
        ],
      },
      // Links to the members' app leave before routing (useMembersAppLinks); what is left is unknown.
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
