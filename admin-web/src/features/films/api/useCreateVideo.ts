import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { useToast } from '@cinevia/ui';
import { graphQLErrorMessage } from '../../../api/graphQLErrorMessage';
import type { FilmInput } from './filmInput';
import { ADMIN_VIDEOS_QUERY } from './useAdminVideos';
import { graphql } from '../../../__generated__';

const CREATE_VIDEO_MUTATION = graphql(`
  mutation CreateVideo($input: VideoInput!) {
    createVideo(input: $input) {
      ...AdminVideoFields
    }
  }
`);

/** Adds a film and refreshes the list; resolves to whether it worked, having said so in a toast. */
export function useCreateVideo(): (input: FilmInput) => Promise<boolean> {
  const [createVideo] = useMutation(CREATE_VIDEO_MUTATION, {
    refetchQueries: [ADMIN_VIDEOS_QUERY],
    awaitRefetchQueries: true,
  });
  const { toast } = useToast();
  return useCallback(
    async (input: FilmInput) => {
      try {
        await createVideo({ variables: { input } });
      } catch (error) {
        toast({
          title: 'Error',
          description: graphQLErrorMessage(error) ?? 'Failed to save film',
          variant: 'destructive',
        });
        return false;
      }
      toast({ title: 'Success', description: 'Film added successfully to the platform!' });
      return true;
    },
    [createVideo, toast],
  );
}
