import { useCallback } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { serverMessage, useToast } from '@cinevia/ui';
import { formatLongDate } from '../../../ui/formatLongDate';

/** POST /api/subscription/resume: undoes a cancellation before the paid period ends. */
export function useResumeSubscription(userId: string): () => Promise<boolean> {
  const client = useApolloClient();
  const { toast } = useToast();
  return useCallback(async () => {
    try {
      // Loaded when the member acts: its reply schema (zod) need not weigh on the profile page.
      const { changeSubscription } = await import('./changeSubscription');
      const subscription = await changeSubscription(client, userId, '/api/subscription/resume');
      const renews = formatLongDate(subscription?.currentPeriodEnd);
      toast({
        title: 'Subscription resumed',
        description: renews ? `Your Premium plan renews on ${renews}.` : 'Your Premium plan will renew as usual.',
      });
      return true;
    } catch (error) {
      console.error('Resuming the subscription failed', error);
      toast({
        title: 'Error',
        description: serverMessage(error) ?? 'Failed to resume your subscription. Please try again.',
        variant: 'destructive',
      });
      return false;
    }
  }, [client, userId, toast]);
}
