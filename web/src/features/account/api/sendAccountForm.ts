import { serverMessage, type useToast } from '@cinevia/ui';
import type { SubmitOutcome } from '../types/SubmitOutcome';
import { fieldOfMessage } from '../utils/fieldOfMessage';

type Refused<Field extends string> = Exclude<SubmitOutcome<Field>, { kind: 'done' }>;

/**
 * Sends an Account Settings form. A refusal about one field (its message starts with the field's
 * label) comes back for the dialog to show under that field; any other failure is toasted here.
 */
export async function sendAccountForm<Field extends string>(
  send: () => Promise<Response>,
  how: { labels: Record<Field, string>; failure: string; toast: ReturnType<typeof useToast>['toast'] },
): Promise<{ kind: 'sent'; response: Response } | Refused<Field>> {
  try {
    return { kind: 'sent', response: await send() };
  } catch (error) {
    const message = serverMessage(error);
    const field = message === undefined ? undefined : fieldOfMessage(message, how.labels);
    if (message !== undefined && field) return { kind: 'field', field, message };
    console.error(how.failure, error);
    how.toast({ title: 'Error', description: message ?? `${how.failure} Please try again.`, variant: 'destructive' });
    return { kind: 'failed' };
  }
}
