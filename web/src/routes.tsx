import { Navigate, type RouteObject } from 'react-router-dom';
import { NotFoundPage } from '@cinevia/ui';
import { infoPageRoutes } from './features/info-pages/routes';
import { lazyPage } from './routing/lazyPage';

/**
 * Routes grouped by who may see them (spec section 2). The table is chosen by the session, so
 * `/` is the landing page for visitors and the home page for members (the signed-in table is in
 * SignedInApp.tsx, loaded only for members). The gateway enforces access on the server; these only
 * decide what to show. Every page loads with its route (lazyPage), prefetched on hover or when idle.
 */

const LandingPage = lazyPage(() => import('./features/landing/components/LandingPage').then((m) => m.LandingPage));
const LoginPage = lazyPage(() => import('./features/account/components/LoginPage').then((m) => m.LoginPage));
const SignupPage = lazyPage(() => import('./features/account/components/SignupPage').then((m) => m.SignupPage));
const SubscribeSignedOut = lazyPage(() =>
  import('./features/billing/components/SubscribeSignedOut').then((m) => m.SubscribeSignedOut),
);
const ForgotPasswordPage = lazyPage(() =>
  import('./features/account/components/ForgotPasswordPage').then((m) => m.ForgotPasswordPage),
);
const ResetPasswordPage = lazyPage(() =>
  import('./features/account/components/ResetPasswordPage').then((m) => m.ResetPasswordPage),
);
const EmailLinkPage = lazyPage(() =>
  import('./features/account/components/EmailLinkPage').then((m) => m.EmailLinkPage),
);
const PricingPage = lazyPage(() => import('./features/pricing/components/PricingPage').then((m) => m.PricingPage));

/**
 * Open to everyone, signed in or not. A mailed link may be opened in any browser, and a reset signs
 * every session out, so the pages of links work either way.
 */
export const publicRoutes: RouteObject[] = [
  { path: '/pricing', element: <PricingPage /> },
  { path: '/forgot-password', element: <ForgotPasswordPage /> },
  { path: '/reset-password', element: <ResetPasswordPage /> },
  { path: '/verify-email', element: <EmailLinkPage link="verify" /> },
  { path: '/confirm-email', element: <EmailLinkPage link="email-change" /> },
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

/** Members-only paths, including those later issues add, so visitors are asked to sign in. */
const SIGNED_IN_ONLY_PATHS = [
  '/home',
  '/categories',
  '/series',
  '/series/:id',
  '/series/:id/play',
  '/create-film',
  '/watch/:id',
  '/watchlist',
  '/history',
  '/my-films',
  '/profile',
  '/profiles',
];
export const SIGNED_OUT_ONLY_PATHS = ['/login', '/signup'];

export function redirectAll(paths: string[], to: string): RouteObject[] {
  return paths.map((path) => ({ path, element: <Navigate to={to} replace /> }));
}

export const visitorRoutes: RouteObject[] = [
  ...signedOutRoutes,
  ...redirectAll(SIGNED_IN_ONLY_PATHS, '/login'),
  ...publicRoutes,
];

/** What a visitor is likely to open next, loaded once the page is idle. */
export const VISITOR_IDLE_PATHS = ['/login', '/signup'] as const;
