import { Navigate, type RouteObject } from 'react-router-dom';
import type { Viewer } from './features/account/api/viewerQuery';
import { LoginPage } from './features/account/components/LoginPage';
import { MemberLayout } from './features/account/components/MemberLayout';
import { SignupPage } from './features/account/components/SignupPage';
import { CategoriesPage } from './features/catalogue/components/CategoriesPage';
import { HomePage } from './features/catalogue/components/HomePage';
import { LandingPage } from './features/landing/components/LandingPage';
import { NotFoundPage } from './ui/NotFoundPage';

/**
 * Routes grouped by who may see them (spec section 2). The table is chosen by the session, so
 * `/` is the landing page for visitors and the home page for members. The gateway enforces
 * access on the server; these only decide what to show.
 */

/** Open to everyone, signed in or not. */
const publicRoutes: RouteObject[] = [{ path: '*', element: <NotFoundPage /> }];

/** Only for visitors; members opening these are sent home. */
const signedOutRoutes: RouteObject[] = [
  { path: '/', element: <LandingPage /> },
  { path: '/login', element: <LoginPage /> },
  { path: '/signup', element: <SignupPage /> },
];

function signedInRoutes(viewer: Viewer): RouteObject[] {
  return [
    {
      element: <MemberLayout viewer={viewer} />,
      children: [
        { path: '/', element: <HomePage /> },
        { path: '/home', element: <HomePage /> },
        { path: '/categories', element: <CategoriesPage /> },
      ],
    },
  ];
}

/** Members-only paths, including those later issues add, so visitors are asked to sign in. */
const SIGNED_IN_ONLY_PATHS = ['/home', '/categories', '/create-film', '/watch/:id', '/watchlist', '/profile'];
const SIGNED_OUT_ONLY_PATHS = ['/login', '/signup'];

function redirectAll(paths: string[], to: string): RouteObject[] {
  return paths.map((path) => ({ path, element: <Navigate to={to} replace /> }));
}

export function routesFor(viewer: Viewer | null): RouteObject[] {
  if (viewer) {
    return [...signedInRoutes(viewer), ...redirectAll(SIGNED_OUT_ONLY_PATHS, '/'), ...publicRoutes];
  }
  return [...signedOutRoutes, ...redirectAll(SIGNED_IN_ONLY_PATHS, '/login'), ...publicRoutes];
}
