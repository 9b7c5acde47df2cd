import { gql, type ErrorLike, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { ADMIN_VIDEO_FIELDS, type AdminVideo } from './adminVideo';

type AdminVideosData = { videos: AdminVideo[] };

/** Every film, newest first. The saving hooks refetch it after each change (spec section 7). */
export const ADMIN_VIDEOS_QUERY: TypedDocumentNode<AdminVideosData, Record<string, never>> = gql`
  query AdminVideos {
    videos {
      ...AdminVideoFields
    }
  }
  ${ADMIN_VIDEO_FIELDS}
`;

export function useAdminVideos(): {
  videos: AdminVideo[] | undefined;
  loading: boolean;
  error: ErrorLike | undefined;
  retry: () => void;
} {
  const { data, loading, error, refetch } = useQuery(ADMIN_VIDEOS_QUERY, { notifyOnNetworkStatusChange: true });
  return {
    videos: data?.videos,
    loading,
    error,
    retry: () => {
      refetch().catch((refetchError: unknown) => console.error('Could not reload the films', refetchError));
    },
  };
}
