import type { ReactNode } from 'react';
import styles from './TopBar.module.css';

/** The first stop for a keyboard, shown when focused: straight to the page's main landmark (`#main`). */
export function SkipLink() {
  return (
    <a href="#main" className={styles.skipLink}>
      Skip to content
    </a>
  );
}

type TopBarProps = {
  /** The brand and what stands beside it (a Back button, a tag). */
  start: ReactNode;
  /** The navigation's name for assistive technology ('Account', 'Admin'). */
  label: string;
  /** The links and buttons at the end. */
  children: ReactNode;
};

/** The bar that stays atop a page while it scrolls: the brand at the start, navigation at the end. */
export function TopBar({ start, label, children }: TopBarProps) {
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <div className={styles.start}>{start}</div>
        <nav aria-label={label} className={styles.nav}>
          {children}
        </nav>
      </div>
    </header>
  );
}
