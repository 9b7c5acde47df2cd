import { useQuery } from '@apollo/client/react';
import type { ProfileInput, ProfileLockInput, ProfileSwitchInput } from '@cinevia/proto';
import { apiRequest } from '@cinevia/ui';
import { graphql } from '../../../__generated__';
import type { ViewerProfileFieldsFragment } from '../../../__generated__/graphql';

/** The account's profiles (the first one first) and the one this session watches as. */
export const PROFILES_ROUTE_QUERY = graphql(`
  query ProfilesRouteQuery {
    me {
      id
      profiles {
        ...ViewerProfileFields
      }
    }
    currentProfile {
      id
    }
  }
`);

export type Profile = ViewerProfileFieldsFragment;

/** Always asked of the server: another device may have changed the profiles since. */
export function useProfiles() {
  return useQuery(PROFILES_ROUTE_QUERY, { fetchPolicy: 'network-only' });
}

/** Adds a profile (no id) or changes one; the server's refusal comes back as the thrown error. */
export async function saveProfile(id: string | null, input: ProfileInput): Promise<void> {
  if (id) await apiRequest('PUT', `/api/profiles/${encodeURIComponent(id)}`, input);
  else await apiRequest('POST', '/api/profiles', input);
}

export async function deleteProfile(id: string): Promise<void> {
  await apiRequest('DELETE', `/api/profiles/${encodeURIComponent(id)}`);
}

/** This session watches as the profile from now on, given its code or the password when the switch asks one. */
export async function switchProfile(id: string, proof: ProfileSwitchInput = {}): Promise<void> {
  await apiRequest('POST', `/api/profiles/${encodeURIComponent(id)}/switch`, proof);
}

/** Sets a profile's lock code, or removes it (code null), with the account password. */
export async function setProfileLock(id: string, lock: ProfileLockInput): Promise<void> {
  await apiRequest('PUT', `/api/profiles/${encodeURIComponent(id)}/lock`, lock);
}
