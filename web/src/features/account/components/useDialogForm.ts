import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';

/**
 * What every Account Settings dialog shares: whether it is open, and a form that starts again from
 * `initial` whenever it opens or closes (nothing typed and cancelled comes back), which cannot be
 * dismissed while it is being sent.
 */
export function useDialogForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  initial: Input,
  defaultOpen: boolean,
) {
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
    /** Closes it once what was sent is done. */
    close: () => show(false),
  };
}
