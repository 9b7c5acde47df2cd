import type { z } from 'zod';
import { apiRequest, serverMessage, type useToast } from '@cinevia/ui';
import type { SubmitOutcome } from '../types/SubmitOutcome';
import { fieldOfMessage } from '../utils/fieldOfMessage';

type Refused<Field extends string> = Exclude<SubmitOutcome<Field>, { kind: 'done' }>;

/** An Account Settings form's request: where it goes, the form's values, and the answer's shape. */
interface AccountRequest<Field extends string, Answer> {
  method: 'POST' | 'PUT';
  path: string;
  body: Record<Field, string>;
  answer: z.ZodType<Answer>;
}

/**
 * Sends an Account Settings form. A refusal about one field (its message starts with the field's
 * label) comes back for the dialog to show under that field; any other failure is toasted here. A
 * success comes back with its answer, or undefined (logged) when the answer is not what it should be:
 * the change was made all the same.
 */
export async function sendAccountForm<Field extends string, Answer>(
  request: AccountRequest<Field, Answer>,
  how: { labels: Record<Field, string>; failure: string; toast: ReturnType<typeof useToast>['toast'] },
): Promise<{ kind: 'sent'; answer: Answer | undefined } | Refused<Field>> {
  let response: Response;
  try {
    response = await apiRequest(request.method, request.path, request.body);
  } catch (error) {
    const message = serverMessage(error);
    const field = message === undefined ? undefined : fieldOfMessage(message, how.labels);
    if (message !== undefined && field) return { kind: 'field', field, message };
    console.error(how.failure, error);
    how.toast({
      title: 'Error',
      description: message ?? `${how.failure} Please try again.`,
      variant: 'destructive',
      error,
    });
    return { kind: 'failed' };
  }
  const parsed = request.answer.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) console.error(`Unexpected answer from ${request.path}`, parsed.error);
  return { kind: 'sent', answer: parsed.data };
}
