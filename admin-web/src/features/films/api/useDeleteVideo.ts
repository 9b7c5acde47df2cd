import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { useToast } from '@cinevia/ui';
import { graphQLErrorMessage } from '../../../api/graphQLErrorMessage';
import { ADMIN_VIDEOS_QUERY } from './useAdminVideos';
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
  const [deleteVideo] = useMutation(DELETE_VIDEO_MUTATION, {
    refetchQueries: [ADMIN_VIDEOS_QUERY],
    awaitRefetchQueries: true,
  });
  const { toast } = useToast();
  return useCallback(
    async (id: string) => {
      try {
        await deleteVideo({ variables: { id } });
      } catch (error) {
        toast({
          title: 'Error',
          description: graphQLErrorMessage(error) ?? 'Failed to delete film',
          variant: 'destructive',
        });
        return false;
      }
      toast({ title: 'Success', description: 'Film deleted successfully!' });
      return true;
    },
    [deleteVideo, toast],
  );
}
