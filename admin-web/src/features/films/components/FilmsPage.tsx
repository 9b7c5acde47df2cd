import { useState } from 'react';
import { FilmIcon, useDocumentTitle } from '@cinevia/ui';
import type { AdminVideo } from '../api/adminVideo';
import { useAdminVideos } from '../api/useAdminVideos';
import { useFilmWrites } from '../api/useFilmWrites';
import { FilmDialog } from './FilmDialog';
import { FilmsTable } from './FilmsTable';
import { DeleteDialog } from '../../../ui/DeleteDialog';
import { TablePanel } from '../../../ui/TablePanel';

/** Which film a dialog is about; kept after closing so the dialog does not change while it goes. */
type DialogState = { open: boolean; film: AdminVideo | null };
const CLOSED: DialogState = { open: false, film: null };

/** /admin: every film, newest first, a page at a time and searchable, with add, edit and delete (spec section 2). */
export function FilmsPage() {
  useDocumentTitle('Manage Films');
  const [editor, setEditor] = useState<DialogState>(CLOSED);
  const [deletion, setDeletion] = useState<DialogState>(CLOSED);
  const deleteVideo = useFilmWrites().remove;

  return (
    <>
      <TablePanel
        title="Manage Films"
        id="manage-films-title"
        heading="h1"
        intro="View, edit, and delete all films on the platform"
        addLabel="Add New Film"
        onAdd={() => setEditor({ open: true, film: null })}
        searchLabel="Search films"
        searchPlaceholder="Title, genre or description"
        noun={['film', 'films']}
        searchHint="Try another title, a genre, or fewer words."
        empty={{
          icon: <FilmIcon width={28} height={28} />,
          title: 'No films yet',
          text: 'Films you add appear here, newest first, and on the platform right away.',
        }}
        usePage={useAdminVideos}
      >
        {(films, busy) => (
          <FilmsTable
            films={films}
            labelledBy="manage-films-title"
            busy={busy}
            onEdit={(film) => setEditor({ open: true, film })}
            onDelete={(film) => setDeletion({ open: true, film })}
          />
        )}
      </TablePanel>
      <FilmDialog
        open={editor.open}
        film={editor.film}
        onOpenChange={(open) => setEditor((current) => ({ ...current, open }))}
      />
      <DeleteDialog
        open={deletion.open}
        onOpenChange={(open) => setDeletion((current) => ({ ...current, open }))}
        title="Delete Film"
        description="Are you sure you want to delete this film? This action cannot be undone."
        item={deletion.film && { name: deletion.film.title, icon: <FilmIcon width={18} height={18} /> }}
        onConfirm={async () => {
          if (deletion.film) await deleteVideo(deletion.film.id);
        }}
      />
    </>
  );
}
