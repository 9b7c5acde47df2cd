import { useCallback } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { authUser, type ProfileBody } from '@cinevia/proto';
import { apiRequest, serverMessage, useToast } from '@cinevia/ui';
import type { SubmitOutcome } from '../types/SubmitOutcome';
import { fieldOfMessage } from '../utils/fieldOfMessage';
import { PROFILE_ROUTE_QUERY } from './useProfileRoute';
import { VIEWER_QUERY } from '../../../session/viewerQuery';

const PROFILE_FIELD_LABELS: Record<keyof ProfileBody, string> = { firstName: 'First name', lastName: 'Last name' };

/**
 * PUT /api/account/profile. The member it returns is written over the cached session, so the nav's
 * user menu and Profile Information show the new name without another request.
 */
export function useUpdateProfile(): (body: ProfileBody) => Promise<SubmitOutcome<keyof ProfileBody>> {
  const client = useApolloClient();
  const { toast } = useToast();
  return useCallback(
    async (body: ProfileBody) => {
      let response: Response;
      try {
        response = await apiRequest('PUT', '/api/account/profile', body);
      } catch (error) {
        const message = serverMessage(error);
        const field = message === undefined ? undefined : fieldOfMessage(message, PROFILE_FIELD_LABELS);
        if (message !== undefined && field) return { kind: 'field', field, message };
        console.error('Updating the profile failed', error);
        toast({
          title: 'Error',
          description: message ?? 'Failed to update your profile. Please try again.',
          variant: 'destructive',
        });
        return { kind: 'failed' };
      }

      const parsed = authUser.safeParse(await response.json().catch(() => undefined));
      if (parsed.success) {
        client.writeQuery({ query: VIEWER_QUERY, data: { me: { __typename: 'User', ...parsed.data } } });
      } else {
        // Saved all the same; the open pages ask for the member again instead.
        console.error('Unexpected answer from /api/account/profile; reloading the member', parsed.error);
        await client
          .refetchQueries({ include: [VIEWER_QUERY, PROFILE_ROUTE_QUERY] })
          .catch((refetchError: unknown) => console.error('Could not reload the member', refetchError));
      }
      toast({ title: 'Profile updated', description: 'Your name has been saved.' });
      return { kind: 'done' };
    },
    [client, toast],
  );
}
