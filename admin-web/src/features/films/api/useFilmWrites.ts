import { useMutation } from '@apollo/client/react';
import { useReportedAction } from '@cinevia/ui';
import { reportedWrite } from '../../../api/reportedWrite';
import type { FilmInput } from './filmInput';
import { REFRESH_THE_LIST } from './useAdminVideos';
import { graphql } from '../../../__generated__';

const CREATE_VIDEO_MUTATION = graphql(`
  mutation CreateVideo($input: VideoInput!) {
    createVideo(input: $input) {
      ...FilmFields
    }
  }
`);

const UPDATE_VIDEO_MUTATION = graphql(`
  mutation UpdateVideo($id: ID!, $input: VideoInput!) {
    updateVideo(id: $id, input: $input) {
      ...FilmFields
    }
  }
`);

const DELETE_VIDEO_MUTATION = graphql(`
  mutation DeleteVideo($id: ID!) {
    deleteVideo(id: $id) {
      deletedVideoId
    }
  }
`);

/**
 * The portal's film writes: add, change, delete. Each refreshes the list and resolves to whether it
 * worked, having said so in a toast.
 */
export function useFilmWrites() {
  const [createVideo] = useMutation(CREATE_VIDEO_MUTATION, REFRESH_THE_LIST);
  const [updateVideo] = useMutation(UPDATE_VIDEO_MUTATION, REFRESH_THE_LIST);
  const [deleteVideo] = useMutation(DELETE_VIDEO_MUTATION, REFRESH_THE_LIST);
  return {
    create: useReportedAction(
      (input: FilmInput) => createVideo({ variables: { input } }),
      reportedWrite('Failed to save film', 'Film added successfully to the platform!'),
    ),
    update: useReportedAction(
      (id: string, input: FilmInput) => updateVideo({ variables: { id, input } }),
      reportedWrite('Failed to save film', 'Film updated successfully!'),
    ),
    remove: useReportedAction(
      (id: string) => deleteVideo({ variables: { id } }),
      reportedWrite('Failed to delete film', 'Film deleted successfully!'),
    ),
  };
}
