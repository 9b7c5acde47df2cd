import { Navigate, type RouteObject } from 'react-router-dom';
import type { Viewer } from './features/account/api/viewerQuery';
import { LoginPage } from './features/account/components/LoginPage';
import { MemberLayout } from './features/account/components/MemberLayout';
import { ProfilePage } from './features/account/components/ProfilePage';
import { SignupPage } from './features/account/components/SignupPage';
import { SubscribePage } from './features/billing/components/SubscribePage';
import { SubscribeSignedOut } from './features/billing/components/SubscribeSignedOut';
import { CategoriesPage } from './features/catalogue/components/CategoriesPage';
import { HomePage } from './features/catalogue/components/HomePage';
import { CreateFilmPage } from './features/commissions/components/CreateFilmPage';
import { infoPageRoutes } from './features/info-pages/routes';
import { LandingPage } from './features/landing/components/LandingPage';
import { WatchPage } from './features/player/components/WatchPage';
import { PricingPage } from './features/pricing/components/PricingPage';
import { MyListPage } from './features/watchlist/components/MyListPage';
import { NotFoundPage } from './ui/NotFoundPage';

/**
 * Routes grouped by who may see them (spec section 2). The table is chosen by the session, so
 * `/` is the landing page for visitors and the home page for members. The gateway enforces
 * access on the server; these only decide what to show.
 */

/** Open to everyone, signed in or not. */
const publicRoutes: RouteObject[] = [
  { path: '/pricing', element: <PricingPage /> },
  ...infoPageRoutes,
  { path: '*', element: <NotFoundPage /> },
];

/** Only for visitors; members opening these are sent home. */
const signedOutRoutes: RouteObject[] = [
  { path: '/', element: <LandingPage /> },
  { path: '/login', element: <LoginPage /> },
  { path: '/signup', element: <SignupPage /> },
  // Reachable signed out only to say so and send the visitor to sign in (spec section 4).
  { path: '/subscribe', element: <SubscribeSignedOut /> },
];

function signedInRoutes(viewer: Viewer): RouteObject[] {
  return [
    {
      element: <MemberLayout viewer={viewer} />,
      children: [
        { path: '/', element: <HomePage /> },
        { path: '/home', element: <HomePage /> },
        { path: '/categories', element: <CategoriesPage /> },
        { path: '/profile', element: <ProfilePage /> },
        { path: '/create-film', element: <CreateFilmPage /> },
        // Premium only: the page itself sends other members to /subscribe (spec section 2).
        { path: '/watchlist', element: <MyListPage /> },
      ],
    },
    // The player fills the window, outside the member chrome.
    { path: '/watch/:id', element: <WatchPage viewerId={viewer.id} /> },
    // Its own full-screen page, outside the member chrome; members who already pay are sent home.
    {
      path: '/subscribe',
      element: viewer.isSubscribed === true ? <Navigate to="/" replace /> : <SubscribePage viewer={viewer} />,
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
