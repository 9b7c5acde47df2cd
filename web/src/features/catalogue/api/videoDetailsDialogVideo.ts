import { graphql } from '../../../__generated__';
import type { VideoDetailsDialog_VideoFragment } from '../../../__generated__/graphql';

/** What the hero's More Info dialog shows of a film: in the home query, apart from the dialog's code. */
export type VideoDetailsDialogVideo = VideoDetailsDialog_VideoFragment;

export const VIDEO_DETAILS_DIALOG_VIDEO = graphql(`
  fragment VideoDetailsDialog_video on Video {
    id
    title
    description
    thumbnailUrl
    year
    duration
    rating
    genre
  }
`);
