import { graphql } from '../../../__generated__';
import type { AdminVideoFieldsFragment } from '../../../__generated__/graphql';

/** A film as the portal's table and dialog use it. */
export type AdminVideo = AdminVideoFieldsFragment;

/** Every field the table shows and the edit dialog prefills, read by the list and returned by each save. */
export const ADMIN_VIDEO_FIELDS = graphql(`
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
`);
