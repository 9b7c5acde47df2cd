import { graphql } from './__generated__';

/**
 * The shapes the REST paths answer with, as GraphQL fragments their operations spread, so a reply's
 * fields are written once and typed from the schema (`npm run codegen`).
 */
export const REST_USER = graphql(`
  fragment RestUser on User {
    id
    email
    firstName
    lastName
    createdAt
    isSubscribed
  }
`);

/** A new session: its id for the cookie, and the member it is for. */
export const REST_SESSION = graphql(`
  fragment RestSession on SessionPayload {
    sessionId
    user {
      ...RestUser
    }
  }
`);

export const REST_VIDEO = graphql(`
  fragment RestVideo on Video {
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

export const REST_FILM_REQUEST = graphql(`
  fragment RestFilmRequest on FilmRequest {
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
  }
`);

export const REST_SUBSCRIPTION = graphql(`
  fragment RestSubscription on PremiumSubscription {
    status
    priceCents
    currentPeriodEnd
    cancelAtPeriodEnd
  }
`);
