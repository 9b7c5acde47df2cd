import { useState } from 'react';
import { useToast } from '@cinevia/ui';
import { useViewer } from '../../../session/useViewer';
import { useRateTitle, useRatings, type Rating } from '../api/useRatings';

/**
 * One title's thumbs from the profile, and the choosing of them: one choice at a time, the same
 * again to clear it. A failure is said in a toast and the choice shown goes back. Signed out
 * (`signedIn` false) there is nothing to choose.
 */
export function useRatingChoice(title: { id: string; title: string }) {
  const signedIn = useViewer().viewer !== null;
  const current = useRatings().get(title.id) ?? null;
  const rate = useRateTitle();
  const { toast } = useToast();
  const [busy, setBusy] = useState(false);

  async function choose(rating: Rating) {
    if (busy) return;
    setBusy(true);
    try {
      await rate(title.id, rating === current ? null : rating);
    } catch (error) {
      console.error('Could not rate the title', error);
      toast({
        title: 'Error',
        description: `We couldn't save your rating of ${title.title}. Please try again.`,
        variant: 'destructive',
        error,
      });
    } finally {
      setBusy(false);
    }
  }

  return { signedIn, current, busy, choose };
}
