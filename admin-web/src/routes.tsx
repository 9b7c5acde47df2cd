import type { RouteObject } from 'react-router-dom';
import { NotFoundPage } from '@cinevia/web-ui/NotFoundPage';
import { AdminLayout } from './features/auth/components/AdminLayout';
import { AdminLoginPage } from './features/auth/components/AdminLoginPage';
import { FilmsPage } from './features/films/components/FilmsPage';
import { FilmRequestsSection } from './features/requests/components/FilmRequestsSection';

/**
 * The portal's routes (spec section 2). /admin-login is open to all; the admin group sits behind
 * AdminLayout's session check, which only decides what to show: the server guards every call.
 * The gateway serves this app only for these paths; every other one is the members' app.
 */
export const adminRoutes: RouteObject[] = [
  { path: '/admin-login', element: <AdminLoginPage /> },
  {
    element: <AdminLayout />,
    children: [
      {
        path: '/admin',
        // The films card, then the commissioned films below it.
        element: (
          <>
            <FilmsPage />
            <FilmRequestsSection />
          </>
        ),
      },
    ],
  },
  // Links to the members' app leave before routing (useMembersAppLinks); what is left is unknown.
  { path: '*', element: <NotFoundPage /> },
];
