import { graphql } from './__generated__';

/**
 * The shapes the REST paths answer with beyond those of proto's `.graphql` files, as fragments
 * their operations spread, so a reply's fields are written once and typed from the schema.
 */

/** A new session: its id for the cookie, and the member it is for. */
export const REST_SESSION = graphql(`
  fragment RestSession on SessionPayload {
    sessionId
    user {
      ...MemberFields
    }
  }
`);

/** A series whole, as `GET /api/series/:id` and the admin paths answer it: every season's episodes. */
export const REST_SERIES = graphql(`
  fragment RestSeries on Series {
    ...SeriesSummaryFields
    customArtwork
    seasons {
      number
      episodes {
        ...EpisodeFields
        youtubeId
      }
    }
  }
`);

/** A film request as the spec's REST paths answer it: everything the member chose and wrote. */
export const REST_FILM_REQUEST = graphql(`
  fragment RestFilmRequest on FilmRequest {
    ...FilmRequestChoicesFields
    ...FilmRequestTextsFields
  }
`);
