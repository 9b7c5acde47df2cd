import { useCallback, useMemo } from 'react';
import type { Modifiers, Reference } from '@apollo/client/cache';
import { skipToken, useMutation, useQuery } from '@apollo/client/react';
import { useViewer } from '../../../session/useViewer';
import { graphql } from '../../../__generated__';
import type { TitleRating } from '../../../__generated__/graphql';

export type Rating = `${TitleRating}`;

/**
 * The profile's thumbs, asked once (the home page asks them with its member part) and kept current
 * by `useRateTitle`. Cards read their choice from here, so the rows they come from stay the same for
 * every member. `ratings` is null when viewing could not be asked: nothing is marked then.
 */
export const RATINGS_QUERY = graphql(`
  query Ratings {
    viewer {
      id
      ratings {
        videoId
        rating
      }
    }
  }
`);

const RATE_TITLE = graphql(`
  mutation RateTitleMutation($videoId: ID!, $rating: TitleRating, $at: Float) {
    rateTitle(videoId: $videoId, rating: $rating, at: $at) {
      videoId
      rating
    }
  }
`);

/** The profile's thumbs by title id (none signed out). */
export function useRatings(): ReadonlyMap<string, Rating> {
  const { viewer } = useViewer();
  const { data } = useQuery(RATINGS_QUERY, viewer ? { errorPolicy: 'all' } : skipToken);
  return useMemo(
    () => new Map((data?.viewer?.ratings ?? []).flatMap(({ videoId, rating }) => (rating ? [[videoId, rating]] : []))),
    [data],
  );
}

/**
 * Gives a title the profile's thumbs (null clears them), stamped by this browser's clock so the
 * newest choice wins. The cached choice changes at once, and back if the server refuses.
 */
export function useRateTitle(): (videoId: string, rating: Rating | null) => Promise<void> {
  const [rate] = useMutation(RATE_TITLE);
  const { viewer } = useViewer();
  return useCallback(
    async (videoId: string, rating: Rating | null) => {
      const choice = { __typename: 'RatedTitle' as const, videoId, rating: rating as TitleRating | null };
      await rate({
        variables: { videoId, rating: choice.rating, at: Date.now() },
        optimisticResponse: { rateTitle: choice },
        update(cache) {
          if (!viewer) return;
          cache.modify({
            id: cache.identify(viewer),
            fields: {
              ratings: (entries: readonly (Reference | typeof choice)[] | null, { readField }) => {
                if (!entries) return entries;
                const others = entries.filter((entry) => readField<string>('videoId', entry) !== videoId);
                return rating ? [...others, choice] : others;
              },
            } as Modifiers,
          });
        },
      });
    },
    [rate, viewer],
  );
}
