import { useCallback } from 'react';
import { gql, type TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useToast } from '@cinevia/ui';
import { graphQLErrorMessage } from '../../../api/graphQLErrorMessage';
import { ADMIN_VIDEO_FIELDS, type AdminVideo } from './adminVideo';
import type { FilmInput } from './filmInput';
import { ADMIN_VIDEOS_QUERY } from './useAdminVideos';

const CREATE_VIDEO_MUTATION: TypedDocumentNode<{ createVideo: AdminVideo }, { input: FilmInput }> = gql`
  mutation CreateVideo($input: VideoInput!) {
    createVideo(input: $input) {
      ...AdminVideoFields
    }
  }
  ${ADMIN_VIDEO_FIELDS}
`;

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
