import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { CheckIcon, PlusIcon, useToast } from '@cinevia/ui';
import { useRefreshViewer } from '../../../session/useRefreshViewer';
import { useViewer } from '../../../session/useViewer';
import { useRedirectToLogin } from '../../../session/useRedirectToLogin';
import { graphqlErrorCode } from '../../../api/graphqlErrorCode';
import { useAddToMyList } from '../api/useAddToMyList';
import { useMyListIds } from '../api/useMyListIds';
import { useRemoveFromMyList } from '../api/useRemoveFromMyList';
import round from './RoundButton.module.css';

type MyListButtonProps = {
  video: { id: string; title: string };
  className?: string;
};

/**
 * A card's + / ✓ (spec section 4), showing whether the film is really in My List. Subscribers
 * toggle it; anyone else is told My List is Premium and sent to /subscribe.
 */
export function MyListButton({ video, className }: MyListButtonProps) {
  const { viewer } = useViewer();
  const navigate = useNavigate();
  const { toast } = useToast();
  const refreshViewer = useRefreshViewer();
  const { redirectToLogin } = useRedirectToLogin();
  const add = useAddToMyList();
  const remove = useRemoveFromMyList();
  const busy = useRef(false);
  const [pending, setPending] = useState(false);
  // Unknown (billing away) is let through: viewing, which keeps its own record of who pays, decides.
  const subscribed = viewer != null && viewer.isSubscribed !== false;
  const myListIds = useMyListIds(subscribed);
  const inList = subscribed && myListIds.has(video.id);

  function sendToSubscribe() {
    toast({ title: 'My List is part of Premium', description: 'Subscribe to save films to watch later.' });
    void navigate('/subscribe');
  }

  async function toggle() {
    if (!subscribed) return sendToSubscribe();
    if (busy.current) return;
    busy.current = true;
    setPending(true);
    try {
      if (inList) {
        await remove(video.id);
        toast({ title: 'Removed from watchlist', description: video.title });
      } else {
        await add(video.id);
        toast({ title: 'Added to watchlist', description: video.title });
      }
    } catch (error) {
      const code = graphqlErrorCode(error);
      if (code === 'UNAUTHENTICATED') return redirectToLogin();
      if (code === 'PAYMENT_REQUIRED') {
        // Premium ended since the page loaded: read the session again, then offer it anew.
        await refreshViewer();
        return sendToSubscribe();
      }
      console.error('Could not update My List', error);
      toast({
        title: 'Error',
        description: 'Failed to update watchlist. Please try again.',
        variant: 'destructive',
        error,
      });
    } finally {
      busy.current = false;
      setPending(false);
    }
  }

  const label = `${inList ? 'Remove' : 'Add'} ${video.title} ${inList ? 'from' : 'to'} My List`;
  return (
    <button
      type="button"
      className={[round.roundButton, round.cardButton, inList ? round.on : '', className].filter(Boolean).join(' ')}
      aria-label={label}
      title={inList ? 'Remove from My List' : 'Add to My List'}
      aria-pressed={subscribed ? inList : undefined}
      aria-busy={pending || undefined}
      onClick={() => void toggle()}
    >
      {inList ? <CheckIcon strokeWidth={2.5} /> : <PlusIcon />}
    </button>
  );
}
