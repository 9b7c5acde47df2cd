import { useCallback } from 'react';
import { type Reference } from '@apollo/client';
import type { ModifierDetails, Modifiers } from '@apollo/client/cache';
import { useMutation } from '@apollo/client/react';
import { useViewer } from '../../../session/useViewer';
import { graphql } from '../../../__generated__';

export const REMOVE_FROM_MY_LIST = graphql(`
  mutation RemoveFromMyList($videoId: ID!) {
    removeFromMyList(videoId: $videoId)
  }
`);

/**
 * Takes a film off My List (Premium). At once, and undone if the server refuses: the film leaves
 * the member's cached `myListIds` (so no card marks it) and its entry leaves the cached list.
 */
export function useRemoveFromMyList(): (videoId: string) => Promise<void> {
  const [remove] = useMutation(REMOVE_FROM_MY_LIST);
  const { viewer } = useViewer();
  return useCallback(
    async (videoId: string) => {
      await remove({
        variables: { videoId },
        optimisticResponse: { removeFromMyList: true },
        update(cache) {
          if (!viewer) return;
          cache.modify({
            id: cache.identify(viewer),
            fields: {
              myListIds: (ids: readonly string[] | null) => ids && ids.filter((id) => id !== videoId),
              watchlist: (entries: readonly Reference[] | null, { readField }: ModifierDetails) =>
                entries && entries.filter((entry) => readField<string>('videoId', entry) !== videoId),
            } as Modifiers,
          });
        },
      });
    },
    [remove, viewer],
  );
}
