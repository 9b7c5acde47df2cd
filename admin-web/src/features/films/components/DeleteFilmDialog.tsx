import { useState } from 'react';
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { Button } from '@cinevia/web-ui/Button';
import dialogStyles from '../../../ui/Dialog.module.css';
import { FilmIcon } from '../../../ui/icons';
import type { AdminVideo } from '../api/adminVideo';
import { useDeleteVideo } from '../api/useDeleteVideo';
import styles from './DeleteFilmDialog.module.css';

type DeleteFilmDialogProps = { film: AdminVideo | null; open: boolean; onOpenChange: (open: boolean) => void };

/** The confirmation every delete needs (spec section 5). It closes once the call has answered. */
export function DeleteFilmDialog({ film, open, onOpenChange }: DeleteFilmDialogProps) {
  const deleteVideo = useDeleteVideo();
  const [deleting, setDeleting] = useState(false);

  async function confirm() {
    if (!film) return;
    setDeleting(true);
    await deleteVideo(film.id);
    setDeleting(false);
    onOpenChange(false);
  }

  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!deleting) onOpenChange(next);
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={dialogStyles.overlay} />
        <AlertDialog.Content className={`${dialogStyles.content} ${dialogStyles.narrow}`}>
          <AlertDialog.Title className={dialogStyles.title}>Delete Film</AlertDialog.Title>
          {film && (
            <p className={styles.film}>
              <FilmIcon width={18} height={18} />
              <span>{film.title}</span>
            </p>
          )}
          <AlertDialog.Description className={dialogStyles.description}>
            Are you sure you want to delete this film? This action cannot be undone.
          </AlertDialog.Description>
          <div className={dialogStyles.footer}>
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" disabled={deleting}>
                Cancel
              </Button>
            </AlertDialog.Cancel>
            <Button onClick={() => void confirm()} disabled={deleting}>
              {deleting ? 'Deleting...' : 'Delete'}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
