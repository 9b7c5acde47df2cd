import { useCallback } from 'react';
import { z } from 'zod';
import type { ChangePasswordBody } from '@cinevia/proto';
import { useToast } from '@cinevia/ui';
import type { SubmitOutcome } from '../types/SubmitOutcome';
import { sendAccountForm } from './sendAccountForm';

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
      const sent = await sendAccountForm(
        { method: 'POST', path: '/api/account/password', body, answer: changePasswordAnswer },
        { labels: PASSWORD_FIELD_LABELS, failure: 'Failed to change your password.', toast },
      );
      if (sent.kind !== 'sent') return sent;
      // Changed either way; the count only picks the wording.
      const signedOut = sent.answer?.signedOutSessions ?? 0;
      toast({
        title: 'Password changed',
        description: signedOut > 0 ? 'Other devices have been signed out.' : 'Your password has been changed.',
      });
      return { kind: 'done' };
    },
    [toast],
  );
}
