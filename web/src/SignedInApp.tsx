import { Suspense, useEffect, useMemo, useState } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { FullScreenSpinner } from '@cinevia/ui';
import { createApolloClient } from './api/apolloClient';
import { useViewer } from './session/useViewer';
import { VIEWER_QUERY, type Viewer } from './session/viewerQuery';
import { MemberLayout } from './features/account/components/MemberLayout';
import { publicRoutes, redirectAll, SIGNED_OUT_ONLY_PATHS } from './routes';
import { lazyPage } from './routing/lazyPage';
import { preloadRoute, usePrefetch } from './routing/prefetch';
import { useSession, type SessionViewer } from './session/session';

/**
 * Everything only members use, loaded once the session says someone is signed in: Apollo Client
 * (seeded with the session's answer, so no second session query), the member chrome and the
 * signed-in route table. Each page loads with its route.
 */

const HomePage = lazyPage(() => import('./features/catalogue/components/HomePage').then((m) => m.HomePage));
const CategoriesPage = lazyPage(() =>
  import('./features/catalogue/components/CategoriesPage').then((m) => m.CategoriesPage),
);
const SeriesBrowsePage = lazyPage(() =>
  import('./features/catalogue/components/SeriesBrowsePage').then((m) => m.SeriesBrowsePage),
);
const SeriesPage = lazyPage(() => import('./features/catalogue/components/SeriesPage').then((m) => m.SeriesPage));
const PlaySeriesPage = lazyPage(() =>
  import('./features/catalogue/components/PlaySeriesPage').then((m) => m.PlaySeriesPage),
);
const ProfilePage = lazyPage(() => import('./features/account/components/ProfilePage').then((m) => m.ProfilePage));
const CreateFilmPage = lazyPage(() =>
  import('./features/commissions/components/CreateFilmPage').then((m) => m.CreateFilmPage),
);
const MyFilmsPage = lazyPage(() => import('./features/commissions/components/MyFilmsPage').then((m) => m.MyFilmsPage));
const MyListPage = lazyPage(() => import('./features/watchlist/components/MyListPage').then((m) => m.MyListPage));
const HistoryPage = lazyPage(() => import('./features/history/components/HistoryPage').then((m) => m.HistoryPage));
const WatchPage = lazyPage(() => import('./features/player/components/WatchPage').then((m) => m.WatchPage));
const ProfilesPage = lazyPage(() => import('./features/profiles/components/ProfilesPage').then((m) => m.ProfilesPage));
const SubscribePage = lazyPage(() =>
  import('./features/billing/components/SubscribePage').then((m) => m.SubscribePage),
);

function signedInRoutes(viewer: Viewer): RouteObject[] {
  return [
    {
      element: <MemberLayout viewer={viewer} />,
      children: [
        { path: '/', element: <HomePage /> },
        { path: '/home', element: <HomePage /> },
        { path: '/categories', element: <CategoriesPage /> },
        { path: '/series', element: <SeriesBrowsePage /> },
        { path: '/series/:id', element: <SeriesPage /> },
        { path: '/profile', element: <ProfilePage /> },
        { path: '/create-film', element: <CreateFilmPage /> },
        // Premium only: the page itself sends other members to /subscribe (spec section 2).
        { path: '/watchlist', element: <MyListPage /> },
        { path: '/history', element: <HistoryPage /> },
        { path: '/my-films', element: <MyFilmsPage /> },
      ],
    },
    // "Who's watching?" fills the window, outside the member chrome.
    { path: '/profiles', element: <ProfilesPage /> },
    // The player fills the window, outside the member chrome.
    { path: '/watch/:id', element: <WatchPage viewerId={viewer.id} /> },
    // On its way to the player: full screen as the player is.
    { path: '/series/:id/play', element: <PlaySeriesPage /> },
    // Its own full-screen page, outside the member chrome; members who already pay are sent home.
    {
      path: '/subscribe',
      element: viewer.isSubscribed === true ? <Navigate to="/" replace /> : <SubscribePage viewer={viewer} />,
    },
    ...redirectAll(SIGNED_OUT_ONLY_PATHS, '/'),
    ...publicRoutes,
  ];
}

/** What a member is likely to open next, loaded once the page is idle. */
const MEMBER_IDLE_PATHS = ['/', '/watch/next', '/categories'] as const;

function MemberRoutes({ viewer }: { viewer: Viewer }) {
  const routes = useMemo(() => signedInRoutes(viewer), [viewer]);
  usePrefetch(routes, MEMBER_IDLE_PATHS);
  return useRoutes(routes);
}

/** Follows the member through Apollo's cache (name changes, Premium); tells the session when it ends. */
function SignedIn() {
  const { viewer } = useViewer();
  const { replace } = useSession();
  useEffect(() => {
    if (viewer) {
      const { __typename: _typename, ...rest } = viewer;
      replace(rest);
    } else {
      replace(null);
    }
  }, [viewer, replace]);
  if (!viewer) return <FullScreenSpinner label="Checking your session" />;
  return (
    <Suspense fallback={<FullScreenSpinner />}>
      <MemberRoutes viewer={viewer} />
    </Suspense>
  );
}

/** A client made before the session check has answered (see `earlyClient`). */
let early: ReturnType<typeof createApolloClient> | undefined;

/**
 * The client the first signed-in page will use, made ahead so that page's public queries can run
 * while the session is still being checked (App's useEarlyFirstPage). The signed-in app uses it
 * until it ends; every later session makes its own.
 */
export function earlyClient() {
  return (early ??= createApolloClient());
}

const isHome = (pathname: string) => pathname === '/' || pathname === '/home';

/** The home page's films and the member's part, asked on the early client (before the session has answered). */
export async function prefetchFirstPageData(pathname: string): Promise<void> {
  if (!isHome(pathname)) return;
  // Apart from this module, with the home page's own code.
  const home = await import('./features/catalogue/api/useHomeRoute');
  await home.prefetchHomeRoute(earlyClient());
}

/** The code of the page this member's first route draws. */
export function preloadFirstPage(viewer: SessionViewer, pathname: string): Promise<unknown> {
  return preloadRoute(signedInRoutes({ __typename: 'User', ...viewer }), pathname);
}

export default function SignedInApp({ viewer }: { viewer: SessionViewer }) {
  // React may run this more than once before the app first shows (a page still loading suspends
  // it), so the early client is let go when the app ends, not when it is first taken.
  const [client] = useState(() => {
    const apollo = early ?? createApolloClient();
    apollo.writeQuery({ query: VIEWER_QUERY, data: { me: { __typename: 'User', ...viewer } } });
    return apollo;
  });
  useEffect(
    () => () => {
      if (early === client) early = undefined;
    },
    [client],
  );
  return (
    <ApolloProvider client={client}>
      <SignedIn />
    </ApolloProvider>
  );
}
