import { useCallback } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { VIEWER_QUERY } from '../../../session/viewerQuery';

/** The payment is confirmed before billing's records catch up, so the session is read a few times. */
const ATTEMPTS = 5;
const INTERVAL_MS = 1000;

/**
 * Reads the session again until it says the member is subscribed, so My List opens straight
 * away. Resolves to false if it still does not after a few seconds; the next page load will.
 */
export function useWaitForSubscription(): () => Promise<boolean> {
  const client = useApolloClient();
  return useCallback(async () => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        const { data } = await client.query({ query: VIEWER_QUERY, fetchPolicy: 'network-only' });
        if (data?.me?.isSubscribed) return true;
      } catch (error) {
        console.error('Could not reload the session after payment', error);
      }
      if (attempt >= ATTEMPTS) return false;
      await new Promise((resolve) => setTimeout(resolve, INTERVAL_MS));
    }
  }, [client]);
}
