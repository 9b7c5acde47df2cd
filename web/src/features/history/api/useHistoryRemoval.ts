import { useCallback } from 'react';
import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useViewer } from '../../../session/useViewer';
import { graphql } from '../../../__generated__';

const REMOVE_FROM_HISTORY = graphql(`
  mutation RemoveFromHistoryMutation($videoId: ID!, $at: Float) {
    removeFromHistory(videoId: $videoId, at: $at)
  }
`);

const CLEAR_HISTORY = graphql(`
  mutation ClearHistoryMutation($at: Float) {
    clearHistory(at: $at)
  }
`);

/**
 * "Remove" one title from the profile's Viewing Activity, or "Hide all". Stamped by this browser's
 * clock, as the player's saves are, so a removal beats the saves made before it. The history and
 * Continue Watching held are let go once the server answers, and asked again where shown.
 */
export function useHistoryRemoval() {
  const [remove] = useMutation(REMOVE_FROM_HISTORY);
  const [clear] = useMutation(CLEAR_HISTORY);
  const { viewer } = useViewer();
  const forgetWatched = useCallback(
    (cache: ApolloCache) => {
      if (!viewer) return;
      const member = cache.identify(viewer);
      for (const fieldName of ['history', 'continueWatching', 'watchProgress']) cache.evict({ id: member, fieldName });
      cache.gc();
    },
    [viewer],
  );
  return {
    removeOne: useCallback(
      (videoId: string) => remove({ variables: { videoId, at: Date.now() }, update: forgetWatched }),
      [remove, forgetWatched],
    ),
    removeAll: useCallback(
      () => clear({ variables: { at: Date.now() }, update: forgetWatched }),
      [clear, forgetWatched],
    ),
  };
}
