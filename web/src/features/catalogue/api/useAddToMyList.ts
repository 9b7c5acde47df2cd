import { useCallback } from 'react';
import type { Modifiers } from '@apollo/client/cache';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useViewer } from '../../../session/useViewer';
import { graphql } from '../../../__generated__';

export const ADD_TO_MY_LIST = graphql(`
  mutation AddToMyList($videoId: ID!) {
    addToMyList(videoId: $videoId) {
      videoId
      addedAt
      video {
        id
      }
    }
  }
`);

/**
 * Saves a film to My List (Premium). The film joins the member's cached `myListIds` at once, so
 * every card that shows it is marked, and leaves again if the server refuses (the optimistic layer
 * is dropped). Once the server has it, the member's cached list is dropped so My List asks again
 * when it is next shown.
 */
export function useAddToMyList(): (videoId: string) => Promise<void> {
  const [add] = useMutation(ADD_TO_MY_LIST);
  const client = useApolloClient();
  const { viewer } = useViewer();
  return useCallback(
    async (videoId: string) => {
      await add({
        variables: { videoId },
        optimisticResponse: {
          addToMyList: {
            __typename: 'WatchlistEntry',
            videoId,
            addedAt: new Date().toISOString(),
            video: { __typename: 'Video', id: videoId },
          },
        },
        update(cache) {
          if (!viewer) return;
          cache.modify({
            id: cache.identify(viewer),
            fields: {
              myListIds: (ids: readonly string[] | null) => ids && (ids.includes(videoId) ? ids : [videoId, ...ids]),
            } as Modifiers,
          });
        },
      });
      if (viewer) client.cache.evict({ id: client.cache.identify(viewer), fieldName: 'watchlist' });
    },
    [add, client, viewer],
  );
}
