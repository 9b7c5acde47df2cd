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

/** The header that stays atop a page while it scrolls, over a blur of what passes under it. */
export function StickyHeader({ children }: { children: ReactNode }) {
  return <header className={styles.header}>{children}</header>;
}

/** The bar that stays atop a page while it scrolls: the brand at the start, navigation at the end. */
export function TopBar({ start, label, children }: TopBarProps) {
  return (
    <StickyHeader>
      <div className={styles.bar}>
        <div className={styles.start}>{start}</div>
        <nav aria-label={label} className={styles.nav}>
          {children}
        </nav>
      </div>
    </StickyHeader>
  );
}
