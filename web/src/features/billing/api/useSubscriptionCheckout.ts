import { useCallback, useEffect, useState } from 'react';
import { clientSecretReply } from '@cinevia/proto';
import { apiRequest, serverMessage, useToast } from '@cinevia/ui';
import { useRefreshViewer } from '../../../session/useRefreshViewer';
import { responseStatus } from '../../../api/responseStatus';

export type SubscriptionCheckout =
  { state: 'loading' } | { state: 'ready'; clientSecret: string } | { state: 'failed'; error: unknown };

/**
 * POST /api/get-or-create-subscription on arrival: the client secret the payment form confirms.
 * The server reuses a pending checkout, so a second call (a retry, a reload) charges nothing twice.
 * A 401 or 409 means the session the app holds is out of date, so it is read again: the route
 * table then sends a signed-out visitor to sign in, and a subscribed member home.
 */
export function useSubscriptionCheckout(): { checkout: SubscriptionCheckout; retry: () => void } {
  const { toast } = useToast();
  const refreshViewer = useRefreshViewer();
  const [attempt, setAttempt] = useState(0);
  const [checkout, setCheckout] = useState<SubscriptionCheckout>({ state: 'loading' });

  useEffect(() => {
    let current = true;
    (async () => {
      try {
        const response = await apiRequest('POST', '/api/get-or-create-subscription');
        const { clientSecret } = clientSecretReply.parse(await response.json());
        if (current) setCheckout({ state: 'ready', clientSecret });
      } catch (error) {
        if (!current) return;
        console.error('Could not start the subscription checkout', error);
        setCheckout({ state: 'failed', error });
        const status = responseStatus(error);
        if (status === 401) {
          await refreshViewer();
          return;
        }
        toast({
          title: 'Error',
          description:
            status === 409
              ? (serverMessage(error) ?? 'You already have an active subscription')
              : 'Failed to create subscription. Please try again.',
          variant: 'destructive',
          error,
        });
        if (status === 409) await refreshViewer();
      }
    })();
    return () => {
      current = false;
    };
  }, [attempt, refreshViewer, toast]);

  const retry = useCallback(() => {
    setCheckout({ state: 'loading' });
    setAttempt((count) => count + 1);
  }, []);
  return { checkout, retry };
}
