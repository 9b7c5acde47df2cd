import { useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import { VIEWER_QUERY, type Viewer } from './viewerQuery';

/**
 * The signed-in member, or null. `checking` is true only until the first answer: later refetches
 * (after login or signup) keep showing the previous answer instead of blanking the app.
 */
export function useViewer(): { viewer: Viewer | null; checking: boolean } {
  // Partial answers are kept: with billing away `me` comes with `isSubscribed: null` and an error,
  // and the member is still signed in.
  const { data, loading, error } = useQuery(VIEWER_QUERY, { errorPolicy: 'all' });
  useEffect(() => {
    if (error && !data?.me) console.error('Session check failed; treating the visitor as signed out', error);
    else if (error) console.warn('Session check answered in part', error);
  }, [error, data]);
  return { viewer: data?.me ?? null, checking: loading && data === undefined };
}
