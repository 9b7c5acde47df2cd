import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useState, type ReactNode } from 'react';
import { Button } from './Button';
import styles from './Dialog.module.css';

type ConfirmDialogProps = {
  /** Open by the caller's state; or leave both out and give a `trigger`. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The button that opens the dialog; focus returns to it on close. */
  trigger?: ReactNode;
  title: string;
  description: ReactNode;
  /** What the action is about, shown between the title and the description (the film to delete, say). */
  children?: ReactNode;
  cancelLabel?: string;
  confirmLabel: string;
  /** The confirm button's text while the action runs ('Deleting...'). */
  confirmingLabel: string;
  /** The action; the dialog closes when it settles, unless it answers `false` (a failure the member may retry). */
  onConfirm: () => Promise<boolean | void>;
};

/**
 * Asks before an action that cannot be undone. While the action runs the dialog cannot be
 * dismissed and both buttons wait.
 */
export function ConfirmDialog({
  open: openProp,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  cancelLabel = 'Cancel',
  confirmLabel,
  confirmingLabel,
  onConfirm,
}: ConfirmDialogProps) {
  const [ownOpen, setOwnOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const open = openProp ?? ownOpen;

  function setOpen(next: boolean) {
    setOwnOpen(next);
    onOpenChange?.(next);
  }

  async function confirm() {
    setBusy(true);
    try {
      if ((await onConfirm()) !== false) setOpen(false);
    } finally {
      setBusy(false);
    }
  }

  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      {trigger && <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={styles.overlay} />
        <AlertDialog.Content className={`${styles.content} ${styles.sm}`}>
          <AlertDialog.Title className={styles.title}>{title}</AlertDialog.Title>
          {children}
          <AlertDialog.Description className={styles.description}>{description}</AlertDialog.Description>
          <div className={styles.actions}>
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" disabled={busy}>
                {cancelLabel}
              </Button>
            </AlertDialog.Cancel>
            <Button disabled={busy} onClick={() => void confirm()}>
              {busy ? confirmingLabel : confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
