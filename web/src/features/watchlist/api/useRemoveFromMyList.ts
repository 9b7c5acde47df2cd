import { useCallback } from 'react';
import { gql, type Reference, type TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useViewer } from '../../account/api/useViewer';

export const REMOVE_FROM_MY_LIST: TypedDocumentNode<{ removeFromMyList: boolean }, { videoId: string }> = gql`
  mutation RemoveFromMyList($videoId: ID!) {
    removeFromMyList(videoId: $videoId)
  }
`;

/**
 * Takes a film off My List (Premium). At once, and undone if the server refuses: the film's
 * `inMyList` turns false on every card and its entry leaves the cached list.
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
          cache.modify({ id: cache.identify({ __typename: 'Video', id: videoId }), fields: { inMyList: () => false } });
          if (!viewer) return;
          cache.modify({
            id: cache.identify(viewer),
            fields: {
              watchlist: (entries: readonly Reference[], { readField }) =>
                entries.filter((entry) => readField<string>('videoId', entry) !== videoId),
            },
          });
        },
      });
    },
    [remove, viewer],
  );
}
