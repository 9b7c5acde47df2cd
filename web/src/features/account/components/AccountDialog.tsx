import type { ReactNode } from 'react';
import {
  Dialog,
  DialogActions,
  DialogCancel,
  DialogContent,
  DialogDescription,
  DialogTitle,
  SubmitButton,
} from '@cinevia/ui';

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
    <Dialog open={open} onOpenChange={onOpenChange} trigger={trigger}>
      <DialogContent>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        {children}
      </DialogContent>
    </Dialog>
  );
}

/** Cancel and the submit button, at the foot of the form. */
export function AccountDialogActions({
  busy,
  submit,
  busyLabel,
}: {
  busy: boolean;
  submit: string;
  busyLabel: string;
}) {
  return (
    <DialogActions>
      <DialogCancel disabled={busy} />
      <SubmitButton busy={busy} busyLabel={busyLabel}>
        {submit}
      </SubmitButton>
    </DialogActions>
  );
}
