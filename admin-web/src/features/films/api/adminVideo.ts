import { gql } from '@apollo/client';
import type { Video } from '@cinevia/proto';

/** A film as the portal's table and dialog use it. */
export type AdminVideo = Omit<Video, 'category'> & { __typename: 'Video'; category: string };

/** Every field the table shows and the edit dialog prefills, read by the list and returned by each save. */
export const ADMIN_VIDEO_FIELDS = gql`
  fragment AdminVideoFields on Video {
    id
    title
    description
    youtubeId
    thumbnailUrl
    duration
    year
    rating
    genre
    category
    isFeatured
    createdAt
  }
`;
