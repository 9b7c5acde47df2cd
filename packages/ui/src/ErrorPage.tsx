import { useEffect } from 'react';
import { Button } from './Button';
import { MessagePage } from './MessagePage';
import { useDocumentTitle } from './useDocumentTitle';
import styles from './NotFoundPage.module.css';

/** Shown when rendering a page throws, instead of a blank screen. */
export function ErrorPage({ error }: { error: unknown }) {
  useDocumentTitle('Something Went Wrong');
  useEffect(() => {
    console.error('Unexpected error while rendering', error);
  }, [error]);
  return (
    <MessagePage>
      <h1 className={styles.title}>Something Went Wrong</h1>
      <p className={styles.text}>An unexpected error stopped this page from loading. Reloading usually fixes it.</p>
      <Button size="lg" onClick={() => window.location.reload()}>
        Reload Page
      </Button>
    </MessagePage>
  );
}
