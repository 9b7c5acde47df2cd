import { Suspense, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { SkipLink, Spinner, useDebouncedValue } from '@cinevia/ui';
import { ScrollRestoration } from '../../../routing/ScrollRestoration';
import { NavBar } from '../../../ui/NavBar';
import type { Viewer } from '../../../session/viewerQuery';
import { useLogout } from '../../../session/useLogout';
import type { MemberContext } from '../../../session/useMemberContext';
import styles from './MemberLayout.module.css';

/** Spec section 9. */
const SEARCH_DEBOUNCE_MS = 300;

/** The chrome around every signed-in page: skip link, navigation bar, search state. */
export function MemberLayout({ viewer }: { viewer: Viewer }) {
  const logout = useLogout();
  const [query, setQuery] = useState('');
  const searchQuery = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  const context: MemberContext = { viewer, searchQuery };
  return (
    <>
      <SkipLink />
      <NavBar member={viewer} onSignOut={() => void logout()} onSearchChange={setQuery} />
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
