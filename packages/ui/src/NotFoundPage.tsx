import { ButtonLink } from './Button';
import { MessagePage } from './MessagePage';
import { useDocumentTitle } from './useDocumentTitle';
import styles from './NotFoundPage.module.css';

export function NotFoundPage() {
  useDocumentTitle('Page Not Found');
  return (
    <MessagePage>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>Page Not Found</h1>
      <p className={styles.text}>
        This scene didn&rsquo;t make the final cut. The page you&rsquo;re looking for doesn&rsquo;t exist or has moved.
      </p>
      <ButtonLink to="/" size="lg">
        Back to Home
      </ButtonLink>
    </MessagePage>
  );
}
