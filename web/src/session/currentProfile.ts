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
