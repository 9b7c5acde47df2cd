import { gql } from '@apollo/client';

/** What the hero's More Info dialog shows of a film: in the home query, apart from the dialog's code. */
export type VideoDetailsDialogVideo = {
  id: string;
  title: string;
  description: string;
  thumbnailUrl: string;
  year: number | null;
  duration: string;
  rating: string | null;
  genre: string;
};

export const VIDEO_DETAILS_DIALOG_VIDEO = gql`
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
`;
