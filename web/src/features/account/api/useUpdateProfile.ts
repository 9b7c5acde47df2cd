import { useCallback } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { authUser, type ProfileBody } from '@cinevia/proto';
import { useToast } from '@cinevia/ui';
import type { SubmitOutcome } from '../types/SubmitOutcome';
import { sendAccountForm } from './sendAccountForm';
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
      const sent = await sendAccountForm(
        { method: 'PUT', path: '/api/account/profile', body, answer: authUser },
        { labels: PROFILE_FIELD_LABELS, failure: 'Failed to update your profile.', toast },
      );
      if (sent.kind !== 'sent') return sent;
      if (sent.answer) {
        client.writeQuery({ query: VIEWER_QUERY, data: { me: { __typename: 'User', ...sent.answer } } });
      } else {
        // Saved all the same; the open pages ask for the member again instead.
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
