import { useCallback } from 'react';
import { gql, type TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useToast } from '@cinevia/ui';
import { graphQLErrorMessage } from '../../../api/graphQLErrorMessage';
import { ADMIN_VIDEO_FIELDS, type AdminVideo } from './adminVideo';
import type { FilmInput } from './filmInput';
import { ADMIN_VIDEOS_QUERY } from './useAdminVideos';

const UPDATE_VIDEO_MUTATION: TypedDocumentNode<{ updateVideo: AdminVideo }, { id: string; input: FilmInput }> = gql`
  mutation UpdateVideo($id: ID!, $input: VideoInput!) {
    updateVideo(id: $id, input: $input) {
      ...AdminVideoFields
    }
  }
  ${ADMIN_VIDEO_FIELDS}
`;

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
