import { useState } from 'react';
import { Button } from '@cinevia/web-ui/Button';
import { PlusIcon } from '@cinevia/web-ui/icons';
import { Spinner } from '@cinevia/web-ui/Spinner';
import { useDocumentTitle } from '@cinevia/web-ui/useDocumentTitle';
import { graphQLErrorMessage } from '../../../api/graphQLErrorMessage';
import { FilmIcon } from '../../../ui/icons';
import type { AdminVideo } from '../api/adminVideo';
import { useAdminVideos } from '../api/useAdminVideos';
import { DeleteFilmDialog } from './DeleteFilmDialog';
import { FilmDialog } from './FilmDialog';
import { FilmsTable } from './FilmsTable';
import styles from './FilmsPage.module.css';

/** Which film a dialog is about; kept after closing so the dialog does not change while it goes. */
type DialogState = { open: boolean; film: AdminVideo | null };
const CLOSED: DialogState = { open: false, film: null };

/** /admin: every film, with add, edit and delete (spec section 2). */
export function FilmsPage() {
  useDocumentTitle('Manage Films');
  const { videos, loading, error, retry } = useAdminVideos();
  const [editor, setEditor] = useState<DialogState>(CLOSED);
  const [deletion, setDeletion] = useState<DialogState>(CLOSED);

  function body() {
    if (videos === undefined && loading) {
      return (
        <div className={styles.state}>
          <Spinner label="Loading films" />
        </div>
      );
    }
    if (videos === undefined) {
      return (
        <div className={styles.state} role="alert">
          <p className={styles.stateTitle}>Could not load films</p>
          <p className={styles.stateText}>
            {graphQLErrorMessage(error) ?? 'Please check your connection and try again.'}
          </p>
          <Button variant="secondary" onClick={retry}>
            Try Again
          </Button>
        </div>
      );
    }
    if (videos.length === 0) {
      return (
        <div className={styles.state}>
          <span className={styles.stateIcon}>
            <FilmIcon width={28} height={28} />
          </span>
          <p className={styles.stateTitle}>No films yet</p>
          <p className={styles.stateText}>Films you add appear here, newest first, and on the platform right away.</p>
        </div>
      );
    }
    return (
      <FilmsTable
        films={videos}
        labelledBy="manage-films-title"
        onEdit={(film) => setEditor({ open: true, film })}
        onDelete={(film) => setDeletion({ open: true, film })}
      />
    );
  }

  return (
    <>
      <section className={styles.card} aria-labelledby="manage-films-title">
        <div className={styles.cardHeader}>
          <div>
            <h1 id="manage-films-title" className={styles.title}>
              Manage Films
            </h1>
            <p className={styles.subtitle}>View, edit, and delete all films on the platform</p>
          </div>
          <Button onClick={() => setEditor({ open: true, film: null })}>
            <PlusIcon width={18} height={18} />
            Add New Film
          </Button>
        </div>
        {body()}
      </section>
      <FilmDialog
        open={editor.open}
        film={editor.film}
        onOpenChange={(open) => setEditor((current) => ({ ...current, open }))}
      />
      <DeleteFilmDialog
        open={deletion.open}
        film={deletion.film}
        onOpenChange={(open) => setDeletion((current) => ({ ...current, open }))}
      />
    </>
  );
}
