import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type BaseSyntheticEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { SubmitOutcome } from '../types/SubmitOutcome';

/** An Account Settings dialog's state: its form, whether it is open, and its submit. */
export type DialogForm<Input extends FieldValues, Output extends FieldValues> = {
  form: UseFormReturn<Input, unknown, Output>;
  open: boolean;
  changeOpen: (next: boolean) => void;
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
};

/**
 * What every Account Settings dialog shares: whether it is open, and a form that starts again from
 * `initial` whenever it opens or closes (nothing typed and cancelled comes back), which cannot be
 * dismissed while it is being sent. `send` says how it ended: done closes the dialog, a refused
 * field shows its message under that field.
 */
export function useDialogForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  initial: Input,
  defaultOpen: boolean,
  send: (values: Output) => Promise<SubmitOutcome<Path<Input>>>,
): DialogForm<Input, Output> {
  const [open, setOpen] = useState(defaultOpen);
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues: initial as DefaultValues<Input>,
  });

  function show(next: boolean) {
    form.reset(initial);
    setOpen(next);
  }

  return {
    form,
    open,
    /** The dialog's own open and close (Escape, Cancel, the trigger): refused while sending. */
    changeOpen: (next: boolean) => {
      if (!form.formState.isSubmitting) show(next);
    },
    submit: form.handleSubmit(async (values) => {
      const outcome = await send(values);
      if (outcome.kind === 'done') show(false);
      else if (outcome.kind === 'field')
        form.setError(outcome.field, { message: outcome.message }, { shouldFocus: true });
    }),
  };
}
