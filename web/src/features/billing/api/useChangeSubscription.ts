import { useApolloClient } from '@apollo/client/react';
import { useReportedAction } from '@cinevia/ui';
import { formatLongDate } from '../../../ui/formatLongDate';

/** The two changes a member makes to Premium, and what each toast says. */
const CHANGES = {
  /** Premium stops renewing and stays until the paid period ends. */
  cancel: {
    path: '/api/subscription/cancel',
    title: 'Subscription cancelled',
    done: (until: string | null) =>
      until
        ? `Your Premium access continues until ${until}.`
        : 'Your Premium access continues until the end of the billing period.',
    failure: 'Failed to cancel your subscription. Please try again.',
  },
  /** Undoes a cancellation before the paid period ends. */
  resume: {
    path: '/api/subscription/resume',
    title: 'Subscription resumed',
    done: (renews: string | null) =>
      renews ? `Your Premium plan renews on ${renews}.` : 'Your Premium plan will renew as usual.',
    failure: 'Failed to resume your subscription. Please try again.',
  },
} as const;

/**
 * POST /api/subscription/cancel or /resume, the cached subscription updated from the reply.
 * Resolves to whether it worked; the toast says so either way.
 */
export function useChangeSubscription(userId: string, change: keyof typeof CHANGES): () => Promise<boolean> {
  const client = useApolloClient();
  const { path, title, done, failure } = CHANGES[change];
  return useReportedAction(
    async () => {
      // Loaded when the member acts: its reply schema (zod) need not weigh on the profile page.
      const { changeSubscription } = await import('./changeSubscription');
      return changeSubscription(client, userId, path);
    },
    {
      failure,
      success: (subscription) => ({ title, description: done(formatLongDate(subscription?.currentPeriodEnd)) }),
    },
  );
}
