import { useQuery } from '@apollo/client/react';
import { Navigate, useParams } from 'react-router-dom';
import { FullScreenSpinner, LoadError, NotFoundPage } from '@cinevia/ui';
import { graphql } from '../../../__generated__';

/** The episode the profile plays next in a series: the one begun, the one after, or the first. */
const PLAY_SERIES_QUERY = graphql(`
  query PlaySeriesQuery($id: ID!) {
    series(id: $id) {
      id
      nextEpisode {
        episode {
          id
        }
      }
    }
  }
`);

/**
 * `/series/:id/play`, where the hero's Play on a series leads: straight on to the episode up next
 * for this profile (its place is the profile's own, so asked anew each time), or to the series page
 * once the profile has finished the series. A series the profile may not see is Not Found.
 */
export function PlaySeriesPage() {
  const { id = '' } = useParams();
  const { data, error, refetch } = useQuery(PLAY_SERIES_QUERY, { variables: { id }, fetchPolicy: 'network-only' });
  if (error && !data) {
    return (
      <LoadError
        title="We couldn't start this series"
        error={error}
        onRetry={() => refetch().catch((retryError: unknown) => console.error('Series play retry failed', retryError))}
      />
    );
  }
  if (!data) return <FullScreenSpinner />;
  if (!data.series) return <NotFoundPage />;
  const next = data.series.nextEpisode?.episode;
  const to = next ? `/watch/${encodeURIComponent(next.id)}` : `/series/${encodeURIComponent(data.series.id)}`;
  return <Navigate to={to} replace />;
}
