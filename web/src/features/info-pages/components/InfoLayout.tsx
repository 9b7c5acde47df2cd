import type { ReactNode } from 'react';
import { Brand, ButtonLink, SkipLink, TopBar } from '@cinevia/ui';
import { ScrollRestoration } from '../../../routing/ScrollRestoration';
import { useSession } from '../../../session/session';
import { LandingFooter } from '../../landing';
import { BackButton } from './BackButton';
import styles from './InfoLayout.module.css';

type InfoLayoutProps = {
  children: ReactNode;
  /** Adds a history Back button before the brand (the pricing page's nav, spec section 2). */
  withBackButton?: boolean;
};

/**
 * The one frame around every public information page, for visitors and members alike: skip link,
 * a header whose actions follow the session, the page, and the landing page's footer.
 */
export function InfoLayout({ children, withBackButton = false }: InfoLayoutProps) {
  // Answered before any route renders (App waits for it).
  const { viewer } = useSession();
  return (
    <div className={styles.page}>
      <SkipLink />
      <TopBar
        label="Account"
        start={
          <>
            {withBackButton && <BackButton />}
            <Brand />
          </>
        }
      >
        {viewer ? (
          <ButtonLink to="/" variant="secondary" className={styles.action}>
            Home
          </ButtonLink>
        ) : (
          <>
            <ButtonLink to="/login" variant="ghost" className={styles.action}>
              Sign In
            </ButtonLink>
            <ButtonLink to="/signup" className={styles.action}>
              Sign Up
            </ButtonLink>
          </>
        )}
      </TopBar>
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <div className={styles.footer}>
        <LandingFooter />
      </div>
      {/* A new page starts at its top (or its #anchor); Back returns to where the reader was. */}
      <ScrollRestoration />
    </div>
  );
}
