import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import {
  Brand,
  Button,
  ButtonLink,
  ChartIcon,
  ExternalLinkIcon,
  FilmIcon,
  FullScreenSpinner,
  LogOutIcon,
  SkipLink,
  TopBar,
} from '@cinevia/ui';
import { useAdminLogout } from '../api/useAdminLogout';
import { useAdminVerify } from '../api/useAdminVerify';
import styles from './AdminLayout.module.css';

/**
 * The guard and chrome of every portal page: the session is checked on load (spec section 4), and
 * a visitor without one is sent to /admin-login without a word. The server still guards each call.
 */
export function AdminLayout() {
  const session = useAdminVerify();
  const logout = useAdminLogout();
  const [leaving, setLeaving] = useState(false);
  const { pathname } = useLocation();
  const current = (path: string) => (pathname === path ? 'page' : undefined);

  if (session === 'checking') return <FullScreenSpinner label="Checking your admin session" />;
  if (session === 'denied') return <Navigate to="/admin-login" replace />;

  return (
    <>
      <SkipLink />
      <TopBar
        label="Admin"
        start={
          <>
            <Brand />
            <span className={styles.tag}>Admin</span>
          </>
        }
      >
        {/* `/` is the members' app: a full page load, not a route of this one. */}
        <ButtonLink to="/" reloadDocument variant="secondary" className={styles.action}>
          <ExternalLinkIcon width={16} height={16} />
          View Platform
        </ButtonLink>
        <Button
          variant="ghost"
          className={styles.action}
          disabled={leaving}
          onClick={() => {
            setLeaving(true);
            void logout();
          }}
        >
          <LogOutIcon width={16} height={16} />
          Logout
        </Button>
      </TopBar>
      <nav aria-label="Portal" className={styles.pages}>
        <ButtonLink to="/admin" variant="ghost" className={styles.page} aria-current={current('/admin')}>
          <FilmIcon width={16} height={16} />
          Catalogue
        </ButtonLink>
        <ButtonLink
          to="/admin/insights"
          variant="ghost"
          className={styles.page}
          aria-current={current('/admin/insights')}
        >
          <ChartIcon width={16} height={16} />
          Insights
        </ButtonLink>
      </nav>
      <main id="main" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
    </>
  );
}
