import { useCallback } from 'react';
import { z } from 'zod';
import type { ChangePasswordBody } from '@cinevia/proto';
import { apiRequest, serverMessage, useToast } from '@cinevia/ui';
import type { SubmitOutcome } from '../types/SubmitOutcome';
import { fieldOfMessage } from '../utils/fieldOfMessage';

const PASSWORD_FIELD_LABELS: Record<keyof ChangePasswordBody, string> = {
  currentPassword: 'Current password',
  newPassword: 'Password',
};

const changePasswordAnswer = z.object({ signedOutSessions: z.number().int().nonnegative() });

/**
 * POST /api/account/password. This browser stays signed in; every other session of the member is
 * signed out, and the toast says so when there were any.
 */
export function useChangePassword(): (body: ChangePasswordBody) => Promise<SubmitOutcome<keyof ChangePasswordBody>> {
  const { toast } = useToast();
  return useCallback(
    async (body: ChangePasswordBody) => {
      let response: Response;
      try {
        response = await apiRequest('POST', '/api/account/password', body);
      } catch (error) {
        const message = serverMessage(error);
        const field = message === undefined ? undefined : fieldOfMessage(message, PASSWORD_FIELD_LABELS);
        if (message !== undefined && field) return { kind: 'field', field, message };
        console.error('Changing the password failed', error);
        toast({
          title: 'Error',
          description: message ?? 'Failed to change your password. Please try again.',
          variant: 'destructive',
        });
        return { kind: 'failed' };
      }

      const parsed = changePasswordAnswer.safeParse(await response.json().catch(() => undefined));
      // Changed either way; the count only picks the wording.
      if (!parsed.success) console.error('Unexpected answer from /api/account/password', parsed.error);
      const signedOut = parsed.success ? parsed.data.signedOutSessions : 0;
      toast({
        title: 'Password changed',
        description: signedOut > 0 ? 'Other devices have been signed out.' : 'Your password has been changed.',
      });
      return { kind: 'done' };
    },
    [toast],
  );
}
