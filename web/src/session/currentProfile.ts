import { useQuery } from '@apollo/client/react';
import { graphql } from '../__generated__';
import type { ViewerProfileFieldsFragment } from '../__generated__/graphql';

export type CurrentProfile = ViewerProfileFieldsFragment;

const CURRENT_PROFILE_QUERY = graphql(`
  query CurrentProfile {
    currentProfile {
      ...ViewerProfileFields
    }
  }
`);

/**
 * The profile this session watches as (the chrome shows it; a Kids one gets the simpler app), or
 * undefined until known. A switch clears Apollo's cache, so this is asked again after one.
 */
export function useCurrentProfile(): CurrentProfile | undefined {
  const { data } = useQuery(CURRENT_PROFILE_QUERY);
  return data?.currentProfile ?? undefined;
}

/**
 * Whether the session watches as a Kids profile, whose simpler app pays for nothing; undefined
 * until known (false when identity could not say: the services refuse a Kids profile anyway).
 */
export function useWatchesAsKids(): boolean | undefined {
  const { data, error } = useQuery(CURRENT_PROFILE_QUERY);
  if (data) return data.currentProfile?.isKids === true;
  return error ? false : undefined;
}
