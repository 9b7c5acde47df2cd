import type { ReactNode } from 'react';
import { Card, ConfirmDialog } from '@cinevia/ui';
import styles from './DeleteDialog.module.css';

type DeleteDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** 'Delete Film'. */
  title: string;
  /** What deleting does, and that it cannot be undone. */
  description: string;
  /** What is about to go, with its icon; null while the dialog has nothing to name. */
  item: { name: string; icon: ReactNode } | null;
  onConfirm: () => Promise<unknown>;
};

/** The confirmation every delete needs (spec section 5). It closes once the call has answered. */
export function DeleteDialog({ open, onOpenChange, title, description, item, onConfirm }: DeleteDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      confirmLabel="Delete"
      confirmingLabel="Deleting..."
      onConfirm={async () => {
        await onConfirm();
      }}
    >
      {item && (
        <Card as="p" size="sm" inset className={styles.item}>
          {item.icon}
          <span>{item.name}</span>
        </Card>
      )}
    </ConfirmDialog>
  );
}
