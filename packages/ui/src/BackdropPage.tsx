import type { ReactNode } from 'react';
import { Brand } from './Brand';
import styles from './BackdropPage.module.css';

type BackdropPageProps = {
  /** At the header's end, across from the brand (a way back, Sign Out). */
  headerEnd?: ReactNode;
  /** The page's `main`. */
  children: ReactNode;
};

/** A page on the brand's backdrop under a header with the brand: the sign-in pages (CardPage), /subscribe. */
export function BackdropPage({ headerEnd, children }: BackdropPageProps) {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Brand />
        {headerEnd}
      </header>
      {children}
    </div>
  );
}
