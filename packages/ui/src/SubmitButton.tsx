import type { ComponentProps } from 'react';
import { Button } from './Button';

/** A form's submit button: disabled while the form is sent, and saying so (`busyLabel`). */
export function SubmitButton({
  busy,
  busyLabel,
  children,
  ...props
}: Omit<ComponentProps<typeof Button>, 'type' | 'disabled'> & { busy: boolean; busyLabel: string }) {
  return (
    <Button type="submit" disabled={busy} {...props}>
      {busy ? busyLabel : children}
    </Button>
  );
}
