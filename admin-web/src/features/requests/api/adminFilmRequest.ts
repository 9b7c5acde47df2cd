import { gql } from '@apollo/client';

/** A film request as the administrator sees it: every field, and who asked. */
export type AdminFilmRequest = {
  __typename: 'FilmRequest';
  id: string;
  status: string;
  title: string;
  description: string;
  genre: string;
  duration: string;
  targetAudience: string;
  timeline: string;
  style: string;
  tone: string;
  setting: string;
  characters: string;
  plot: string;
  visualElements: string;
  audioElements: string;
  specialEffects: string | null;
  inspiration: string | null;
  additionalNotes: string | null;
  paidAt: string;
  createdAt: string;
  member: { __typename: 'User'; id: string; email: string; firstName: string; lastName: string };
};

export const ADMIN_FILM_REQUEST_FIELDS = gql`
  fragment AdminFilmRequestFields on FilmRequest {
    id
    status
    title
    description
    genre
    duration
    targetAudience
    timeline
    style
    tone
    setting
    characters
    plot
    visualElements
    audioElements
    specialEffects
    inspiration
    additionalNotes
    paidAt
    createdAt
    member {
      id
      email
      firstName
      lastName
    }
  }
`;
