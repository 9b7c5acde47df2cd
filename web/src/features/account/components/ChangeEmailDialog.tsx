import { changeEmailBody, type ChangeEmailBody } from '@cinevia/proto';
import { fieldsOf, PasswordField, TextField, useToast } from '@cinevia/ui';
import { changeEmail } from '../api/mailedLinks';
import type { SubmitOutcome } from '../types/SubmitOutcome';
import { fieldOfMessage } from '../utils/fieldOfMessage';
import { AccountDialog } from './AccountDialog';
import { useDialogForm } from './useDialogForm';

const EMPTY: ChangeEmailBody = { newEmail: '', password: '' };
const FIELD_LABELS: Record<keyof ChangeEmailBody, string> = { newEmail: 'Email', password: 'Password' };

/**
 * Change Email: the new address and the current password. The account moves only when the link
 * mailed to the new address is opened; until then the profile shows the change as waiting.
 */
export function ChangeEmailDialog({
  email,
  defaultOpen = false,
  onRequested,
}: {
  email: string;
  defaultOpen?: boolean;
  onRequested: () => void;
}) {
  const { toast } = useToast();
  const dialog = useDialogForm(changeEmailBody, EMPTY, defaultOpen, send);
  const field = fieldsOf(dialog.form);

  async function send(body: ChangeEmailBody): Promise<SubmitOutcome<keyof ChangeEmailBody>> {
    const answer = await changeEmail(body);
    if (answer.ok) {
      toast({ title: 'Check your new inbox', description: answer.message ?? 'Open the link we sent to confirm.' });
      onRequested();
      return { kind: 'done' };
    }
    const refused =
      answer.status === 409 || answer.message.startsWith('That is already')
        ? 'newEmail'
        : fieldOfMessage(answer.message, FIELD_LABELS);
    if (refused) return { kind: 'field', field: refused, message: answer.message };
    toast({ title: 'Error', description: answer.message, variant: 'destructive', error: answer.error });
    return { kind: 'failed' };
  }

  return (
    <AccountDialog
      title="Change Email"
      description="We'll send a link to the new address. Your account moves there once you open it."
      dialog={dialog}
      submit="Send confirmation link"
      busyLabel="Sending..."
    >
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <TextField label="New Email" type="email" autoComplete="email" {...field('newEmail')} />
      <PasswordField label="Current Password" autoComplete="current-password" {...field('password')} />
    </AccountDialog>
  );
}
