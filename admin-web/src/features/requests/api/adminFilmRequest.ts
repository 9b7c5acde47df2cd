import { graphql } from '../../../__generated__';
import type { AdminFilmRequestFieldsFragment } from '../../../__generated__/graphql';

/** A film request as the administrator sees it: every field, and who asked. */
export type AdminFilmRequest = AdminFilmRequestFieldsFragment;

export const ADMIN_FILM_REQUEST_FIELDS = graphql(`
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
`);
