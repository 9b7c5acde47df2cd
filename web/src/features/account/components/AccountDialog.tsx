import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { Button } from '../../../ui/Button';
import styles from './AccountDialog.module.css';

type AccountDialogProps = {
  title: string;
  description: string;
  /** The button that opens the dialog; focus returns to it on close. */
  trigger: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The form, ending with its `AccountDialogActions`. */
  children: ReactNode;
};

/** The frame of an Account Settings form: a modal with a title and a line on what it changes. */
export function AccountDialog({ title, description, trigger, open, onOpenChange, children }: AccountDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.content}>
          <Dialog.Title className={styles.title}>{title}</Dialog.Title>
          <Dialog.Description className={styles.description}>{description}</Dialog.Description>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Cancel and the submit button, at the foot of the form. */
export function AccountDialogActions({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <div className={styles.actions}>
      <Dialog.Close asChild>
        <Button variant="secondary" disabled={busy}>
          Cancel
        </Button>
      </Dialog.Close>
      {children}
    </div>
  );
}
