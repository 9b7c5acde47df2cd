import { useEffect } from 'react';
import { Brand } from './Brand';
import { Button } from './Button';
import { useDocumentTitle } from './useDocumentTitle';
import styles from './NotFoundPage.module.css';

/** Shown when rendering a page throws, instead of a blank screen. */
export function ErrorPage({ error }: { error: unknown }) {
  useDocumentTitle('Something Went Wrong');
  useEffect(() => {
    console.error('Unexpected error while rendering', error);
  }, [error]);
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Brand />
      </header>
      <main className={styles.main}>
        <h1 className={styles.title}>Something Went Wrong</h1>
        <p className={styles.text}>An unexpected error stopped this page from loading. Reloading usually fixes it.</p>
        <Button size="lg" onClick={() => window.location.reload()}>
          Reload Page
        </Button>
      </main>
    </div>
  );
}
