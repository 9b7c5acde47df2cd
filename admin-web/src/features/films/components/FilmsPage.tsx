import { useState } from 'react';
import {
  Button,
  Card,
  CardHeader,
  FilmIcon,
  LoadingState,
  PageState,
  PlusIcon,
  TextField,
  useDebouncedValue,
  useDocumentTitle,
} from '@cinevia/ui';
import type { AdminVideo } from '../api/adminVideo';
import { useAdminVideos } from '../api/useAdminVideos';
import { DeleteFilmDialog } from './DeleteFilmDialog';
import { FilmDialog } from './FilmDialog';
import { FilmsPager } from './FilmsPager';
import { FilmsTable } from './FilmsTable';
import { PanelLoadError } from '../../../ui/PanelLoadError';
import styles from './FilmsPage.module.css';

/** The search asks the server once typing pauses this long. */
const SEARCH_DEBOUNCE_MS = 250;

/** Which film a dialog is about; kept after closing so the dialog does not change while it goes. */
type DialogState = { open: boolean; film: AdminVideo | null };
const CLOSED: DialogState = { open: false, film: null };

/** /admin: every film, newest first, a page at a time and searchable, with add, edit and delete (spec section 2). */
export function FilmsPage() {
  useDocumentTitle('Manage Films');
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const { page, loading, error, retry, next, previous } = useAdminVideos(search);
  const [editor, setEditor] = useState<DialogState>(CLOSED);
  const [deletion, setDeletion] = useState<DialogState>(CLOSED);

  function body() {
    if (page === undefined && loading) {
      return <LoadingState boxed label="Loading films" />;
    }
    if (page === undefined) {
      return <PanelLoadError title="Could not load films" error={error} onRetry={retry} />;
    }
    if (page.totalCount === 0 && search) {
      return (
        <PageState boxed heading="p" title={`No films match “${search}”`}>
          Try another title, a genre, or fewer words.
        </PageState>
      );
    }
    if (page.totalCount === 0) {
      return (
        <PageState boxed heading="p" icon={<FilmIcon width={28} height={28} />} title="No films yet">
          Films you add appear here, newest first, and on the platform right away.
        </PageState>
      );
    }
    return (
      <>
        <FilmsTable
          films={page.films}
          labelledBy="manage-films-title"
          busy={loading}
          onEdit={(film) => setEditor({ open: true, film })}
          onDelete={(film) => setDeletion({ open: true, film })}
        />
        <FilmsPager page={page} loading={loading} onNext={next} onPrevious={previous} />
      </>
    );
  }

  return (
    <>
      <Card raised className={styles.panel} aria-labelledby="manage-films-title">
        <CardHeader
          as="h1"
          title="Manage Films"
          titleId="manage-films-title"
          intro="View, edit, and delete all films on the platform"
          actions={
            <Button onClick={() => setEditor({ open: true, film: null })}>
              <PlusIcon width={18} height={18} />
              Add New Film
            </Button>
          }
          className={styles.cardHeader}
        />
        <div role="search" className={styles.search}>
          <TextField
            type="search"
            label="Search films"
            placeholder="Title, genre or description"
            autoComplete="off"
            spellCheck={false}
            maxLength={100}
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
          />
        </div>
        {body()}
      </Card>
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
