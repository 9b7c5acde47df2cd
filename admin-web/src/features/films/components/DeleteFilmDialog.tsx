import { Card, ConfirmDialog, FilmIcon } from '@cinevia/ui';
import type { AdminVideo } from '../api/adminVideo';
import { useFilmWrites } from '../api/useFilmWrites';
import styles from './DeleteFilmDialog.module.css';

type DeleteFilmDialogProps = { film: AdminVideo | null; open: boolean; onOpenChange: (open: boolean) => void };

/** The confirmation every delete needs (spec section 5). It closes once the call has answered. */
export function DeleteFilmDialog({ film, open, onOpenChange }: DeleteFilmDialogProps) {
  const deleteVideo = useFilmWrites().remove;
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Delete Film"
      description="Are you sure you want to delete this film? This action cannot be undone."
      confirmLabel="Delete"
      confirmingLabel="Deleting..."
      onConfirm={async () => {
        if (film) await deleteVideo(film.id);
      }}
    >
      {film && (
        <Card as="p" size="sm" inset className={styles.film}>
          <FilmIcon width={18} height={18} />
          <span>{film.title}</span>
        </Card>
      )}
    </ConfirmDialog>
  );
}
