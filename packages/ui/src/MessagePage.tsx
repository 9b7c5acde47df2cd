import type { ReactNode } from 'react';
import { Brand } from './Brand';
import styles from './NotFoundPage.module.css';

/** A page that is only a message under the brand: not found, or something went wrong. */
export function MessagePage({ children }: { children: ReactNode }) {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Brand />
      </header>
      <main className={styles.main}>{children}</main>
    </div>
  );
}
