import { graphql } from '../../../__generated__';
import type { AdminFilmRequestFieldsFragment } from '../../../__generated__/graphql';

/**
 * A film request as the administrator's list holds it: its status, the options picked, and who
 * asked. Its long texts come with the dialog (useFilmRequestTexts), one request at a
 * time, so that the page itself is answered from commissions' read model alone.
 */
export type AdminFilmRequest = AdminFilmRequestFieldsFragment;

export const ADMIN_FILM_REQUEST_FIELDS = graphql(`
  fragment AdminFilmRequestFields on FilmRequest {
    ...FilmRequestChoicesFields
    member {
      id
      email
      firstName
      lastName
    }
    film {
      id
      title
      description
      youtubeId
      duration
      genre
      maturityRating
    }
  }
`);
