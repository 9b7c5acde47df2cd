import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Button, Dialog, FormDialogContent } from '@cinevia/ui';
import styles from './AccountForm.module.css';
import type { DialogForm } from './useDialogForm';

type AccountDialogProps<Input extends FieldValues, Output extends FieldValues> = {
  /** The dialog's title, and the label of the button that opens it (focus returns there on close). */
  title: string;
  /** A line on what it changes. */
  description: string;
  dialog: DialogForm<Input, Output>;
  /** The submit button's label, and what it says while the form is sent. */
  submit: string;
  busyLabel: string;
  /** The form's fields. */
  children: ReactNode;
};

/**
 * An Account Settings form: a modal with a title and a line on what it changes, the fields, and
 * Cancel beside the submit button.
 */
export function AccountDialog<Input extends FieldValues, Output extends FieldValues>({
  title,
  description,
  dialog,
  submit,
  busyLabel,
  children,
}: AccountDialogProps<Input, Output>) {
  return (
    <Dialog open={dialog.open} onOpenChange={dialog.changeOpen} trigger={<Button variant="secondary">{title}</Button>}>
      <FormDialogContent
        title={title}
        description={description}
        busy={dialog.form.formState.isSubmitting}
        submitLabel={submit}
        busyLabel={busyLabel}
        onSubmit={dialog.submit}
        formClassName={styles.form}
      >
        {children}
      </FormDialogContent>
    </Dialog>
  );
}
