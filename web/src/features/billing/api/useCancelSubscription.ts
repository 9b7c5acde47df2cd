import { useCallback } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { serverMessage, useToast } from '@cinevia/ui';
import { formatLongDate } from '../../../ui/formatLongDate';

/**
 * POST /api/subscription/cancel: Premium stops renewing and stays until the paid period ends.
 * Resolves to whether it worked; the toast says so either way.
 */
export function useCancelSubscription(userId: string): () => Promise<boolean> {
  const client = useApolloClient();
  const { toast } = useToast();
  return useCallback(async () => {
    try {
      // Loaded when the member acts: its reply schema (zod) need not weigh on the profile page.
      const { changeSubscription } = await import('./changeSubscription');
      const subscription = await changeSubscription(client, userId, '/api/subscription/cancel');
      const until = formatLongDate(subscription?.currentPeriodEnd);
      toast({
        title: 'Subscription cancelled',
        description: until
          ? `Your Premium access continues until ${until}.`
          : 'Your Premium access continues until the end of the billing period.',
      });
      return true;
    } catch (error) {
      console.error('Cancelling the subscription failed', error);
      toast({
        title: 'Error',
        description: serverMessage(error) ?? 'Failed to cancel your subscription. Please try again.',
        variant: 'destructive',
      });
      return false;
    }
  }, [client, userId, toast]);
}
