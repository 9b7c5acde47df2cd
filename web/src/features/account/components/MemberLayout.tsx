import { Suspense, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { SkipLink, Spinner, useDebouncedValue } from '@cinevia/ui';
import { ScrollRestoration } from '../../../routing/ScrollRestoration';
import { NavBar } from '../../../ui/NavBar';
import type { Viewer } from '../../../session/viewerQuery';
import { useCurrentProfile } from '../../../session/currentProfile';
import { SIGN_OUT_OF_KIDS, useLogout } from '../../../session/useLogout';
import type { MemberContext } from '../../../session/useMemberContext';
import styles from './MemberLayout.module.css';

/** Spec section 9. */
const SEARCH_DEBOUNCE_MS = 300;

/** The account's own pages, which a Kids profile's simpler app leaves out. */
const GROWN_UP_PATHS = ['/profile', '/create-film', '/my-films'];

/**
 * The chrome around every signed-in page: skip link, navigation bar (with the profile watching),
 * search state.
 */
export function MemberLayout({ viewer }: { viewer: Viewer }) {
  const logout = useLogout();
  const navigate = useNavigate();
  const profile = useCurrentProfile();
  const { pathname } = useLocation();
  const [query, setQuery] = useState('');
  const searchQuery = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  const context: MemberContext = { viewer, searchQuery };
  if (profile?.isKids && GROWN_UP_PATHS.includes(pathname)) return <Navigate to="/" replace />;
  return (
    <>
      <SkipLink />
      <NavBar
        member={{ ...viewer, profile }}
        // A Kids profile's sign-out may ask the account password: "Who's watching?" asks it.
        onSignOut={() => void logout().then((asksPassword) => asksPassword && navigate(SIGN_OUT_OF_KIDS))}
        onSearchChange={setQuery}
      />
      <main id="main" tabIndex={-1} className={styles.main}>
        {/* Each page loads with its route; the chrome stays while it does. */}
        <Suspense fallback={<Spinner />}>
          <Outlet context={context} />
        </Suspense>
      </main>
      {/* A new page starts at its top (or its #anchor); Back returns to where the member was. */}
      <ScrollRestoration />
    </>
  );
}
