import { useMutation } from '@apollo/client/react';
import { useReportedAction } from '@cinevia/ui';
import { graphQLErrorMessage } from '../../../api/graphQLErrorMessage';
import { REFRESH_THE_LIST } from './useAdminVideos';
import { graphql } from '../../../__generated__';

const DELETE_VIDEO_MUTATION = graphql(`
  mutation DeleteVideo($id: ID!) {
    deleteVideo(id: $id) {
      deletedVideoId
    }
  }
`);

/** Deletes a film and refreshes the list; resolves to whether it worked, having said so in a toast. */
export function useDeleteVideo(): (id: string) => Promise<boolean> {
  const [deleteVideo] = useMutation(DELETE_VIDEO_MUTATION, REFRESH_THE_LIST);
  return useReportedAction((id: string) => deleteVideo({ variables: { id } }), {
    messageOf: graphQLErrorMessage,
    failure: 'Failed to delete film',
    success: () => 'Film deleted successfully!',
  });
}
