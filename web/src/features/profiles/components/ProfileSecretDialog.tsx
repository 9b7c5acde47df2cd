import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { lockCode } from '@cinevia/proto';
import { Dialog, fieldsOf, FormDialogContent, PasswordField, serverMessage, TextField } from '@cinevia/ui';
import styles from './ProfileDialog.module.css';

export type Secrets = { code?: string; password?: string };
type Asked = 'code' | 'password';
type SecretsForm = Record<Asked, string>;

type ProfileSecretDialogProps = {
  title: string;
  description: string;
  /** What it asks, in order: a profile's 4-digit code, the account password, or both. */
  asks: readonly Asked[];
  /** The code field's label (a new code when setting one). */
  codeLabel?: string;
  submitLabel: string;
  busyLabel: string;
  /** Throws the server's refusal, shown under the field it is about. */
  onSubmit: (secrets: Secrets) => Promise<void>;
  onClose: () => void;
};

const schemaFor = (asks: readonly Asked[]) =>
  z.object({
    code: asks.includes('code') ? lockCode : z.string(),
    password: asks.includes('password') ? z.string().min(1, 'Password is required') : z.string(),
  });

/**
 * The dialogs around a profile's lock: its code to switch to it, the account password to leave a
 * Kids profile, and both to set or remove a lock. The code is typed hidden, as a PIN is.
 */
export function ProfileSecretDialog({
  title,
  description,
  asks,
  codeLabel = '4-digit code',
  submitLabel,
  busyLabel,
  onSubmit,
  onClose,
}: ProfileSecretDialogProps) {
  const form = useForm<SecretsForm>({
    resolver: zodResolver(schemaFor(asks)),
    defaultValues: { code: '', password: '' },
  });
  const field = fieldsOf(form);
  const busy = form.formState.isSubmitting;

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(Object.fromEntries(asks.map((asked) => [asked, values[asked]])));
    } catch (error) {
      const message = serverMessage(error) ?? 'Something went wrong. Please try again.';
      const about = asks.includes('code') && !/password/i.test(message) ? 'code' : (asks[0] ?? 'password');
      form.setError(about, { message }, { shouldFocus: true });
    }
  });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <FormDialogContent
        size="sm"
        closeButton
        title={title}
        description={description}
        busy={busy}
        submitLabel={submitLabel}
        busyLabel={busyLabel}
        formClassName={styles.form}
        // Opened from Edit Profile, inside its form in React's tree: a submit here is this form's only.
        onSubmit={(event) => {
          event.stopPropagation();
          void submit(event);
        }}
      >
        {asks.map((asked) =>
          asked === 'code' ? (
            <TextField
              key="code"
              label={codeLabel}
              type="password"
              inputMode="numeric"
              autoComplete="off"
              maxLength={4}
              autoFocus={asks[0] === 'code'}
              {...field('code')}
            />
          ) : (
            <PasswordField
              key="password"
              label="Account password"
              autoComplete="current-password"
              autoFocus={asks[0] === 'password'}
              {...field('password')}
            />
          ),
        )}
      </FormDialogContent>
    </Dialog>
  );
}
