import { useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import { VIEWER_QUERY, type Viewer } from './viewerQuery';

/**
 * The signed-in member, or null. `checking` is true only until the first answer: later refetches
 * (after login or signup) keep showing the previous answer instead of blanking the app.
 */
export function useViewer(): { viewer: Viewer | null; checking: boolean } {
  const { data, loading, error } = useQuery(VIEWER_QUERY);
  useEffect(() => {
    if (error) console.error('Session check failed; treating the visitor as signed out', error);
  }, [error]);
  return { viewer: data?.me ?? null, checking: loading && data === undefined };
}
