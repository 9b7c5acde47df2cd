import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { useToast } from '@cinevia/ui';
import { graphQLErrorMessage } from '../../../api/graphQLErrorMessage';
import type { FilmInput } from './filmInput';
import { ADMIN_VIDEOS_QUERY } from './useAdminVideos';
import { graphql } from '../../../__generated__';

const UPDATE_VIDEO_MUTATION = graphql(`
  mutation UpdateVideo($id: ID!, $input: VideoInput!) {
    updateVideo(id: $id, input: $input) {
      ...AdminVideoFields
    }
  }
`);

/** Saves a film's new details and refreshes the list; resolves to whether it worked, having said so in a toast. */
export function useUpdateVideo(): (id: string, input: FilmInput) => Promise<boolean> {
  const [updateVideo] = useMutation(UPDATE_VIDEO_MUTATION, {
    refetchQueries: [ADMIN_VIDEOS_QUERY],
    awaitRefetchQueries: true,
  });
  const { toast } = useToast();
  return useCallback(
    async (id: string, input: FilmInput) => {
      try {
        await updateVideo({ variables: { id, input } });
      } catch (error) {
        toast({
          title: 'Error',
          description: graphQLErrorMessage(error) ?? 'Failed to save film',
          variant: 'destructive',
        });
        return false;
      }
      toast({ title: 'Success', description: 'Film updated successfully!' });
      return true;
    },
    [updateVideo, toast],
  );
}
