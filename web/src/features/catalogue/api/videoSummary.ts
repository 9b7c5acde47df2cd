import { graphql } from '../../../__generated__';
import type { VideoSummary_VideoFragment } from '../../../__generated__/graphql';

/**
 * A film as the catalogue's fuller views draw it: its title, artwork, facts and description. The
 * home hero, its More Info dialog (asked for in the home query, apart from the dialog's code) and
 * the categories grid's cards all show these.
 */
export type VideoSummary = VideoSummary_VideoFragment;

export const VIDEO_SUMMARY = graphql(`
  fragment VideoSummary_video on Video {
    id
    title
    description
    thumbnailUrl
    year
    duration
    rating
    maturityRating
    genre
  }
`);
