import type { FormEventHandler, ReactNode } from 'react';
import { DialogActions, DialogCancel, DialogContent, DialogDescription, DialogTitle, type DialogSize } from './Dialog';
import { SubmitButton } from './SubmitButton';

type FormDialogContentProps = {
  title: string;
  /** A line on what the form does. */
  description: ReactNode;
  /** While the form is sent: the dialog stays open and the submit button says `busyLabel`. */
  busy: boolean;
  submitLabel: ReactNode;
  busyLabel: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  formClassName?: string;
  size?: DialogSize;
  closeButton?: boolean;
  /** The form's fields. */
  children: ReactNode;
};

/** A dialog that is one short form: title, a line on what it does, the fields, Cancel beside the submit button. */
export function FormDialogContent({
  title,
  description,
  busy,
  submitLabel,
  busyLabel,
  onSubmit,
  formClassName,
  size,
  closeButton,
  children,
}: FormDialogContentProps) {
  return (
    <DialogContent size={size} closeButton={closeButton} busy={busy}>
      <DialogTitle>{title}</DialogTitle>
      <DialogDescription>{description}</DialogDescription>
      <form className={formClassName} noValidate onSubmit={onSubmit}>
        {children}
        <DialogActions>
          <DialogCancel disabled={busy} />
          <SubmitButton busy={busy} busyLabel={busyLabel}>
            {submitLabel}
          </SubmitButton>
        </DialogActions>
      </form>
    </DialogContent>
  );
}
