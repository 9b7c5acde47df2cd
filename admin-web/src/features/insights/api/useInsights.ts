import { useQuery } from '@apollo/client/react';
import type { InsightsPeriod } from '@cinevia/proto';
import { graphql } from '../../../__generated__';

/**
 * Insights for the last `days` days: the period, day by day, and its most played titles. The figures
 * are named in each selection: a fragment on the WatchFigures interface would need the cache told
 * its implementations (possibleTypes) to read them back.
 */
export const INSIGHTS_QUERY = graphql(`
  query AdminInsights($days: Int!) {
    insights(days: $days) {
      days
      totals {
        plays
        hoursWatched
        completionRate
        thumbsUp
        loves
        thumbsDown
        newSubscribers
      }
      perDay {
        day
        plays
        hoursWatched
        completionRate
        thumbsUp
        loves
        thumbsDown
        newSubscribers
      }
      topTitles {
        videoId
        title
        plays
        hoursWatched
        completionRate
        thumbsUp
        loves
        thumbsDown
      }
    }
  }
`);

/** Asked afresh on every visit and every change of period: the figures move within seconds. */
export function useInsights(days: InsightsPeriod) {
  const { data, previousData, loading, error, refetch } = useQuery(INSIGHTS_QUERY, {
    variables: { days },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  // The period shown stays on screen while the next one loads.
  return { insights: (data ?? previousData)?.insights, loading, error, retry: () => void refetch() };
}
