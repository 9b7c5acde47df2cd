import type { ReactNode } from 'react';
import { Brand } from '@cinevia/ui';
import styles from './AuthLayout.module.css';

/** The frame shared by the sign-in and sign-up pages. */
export function AuthLayout({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Brand />
      </header>
      <main className={styles.main}>
        <section className={styles.card} aria-labelledby="auth-title">
          <h1 id="auth-title" className={styles.title}>
            {title}
          </h1>
          <p className={styles.intro}>{intro}</p>
          {children}
        </section>
      </main>
    </div>
  );
}
