import { useState } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import {
  Brand,
  Button,
  ButtonLink,
  ExternalLinkIcon,
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
      <main id="main" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
    </>
  );
}
