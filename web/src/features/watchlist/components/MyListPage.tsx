import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { ButtonLink, CloseIcon, LoadError, PageState, PlusIcon, useDocumentTitle, useToast } from '@cinevia/ui';
import { useRefreshViewer } from '../../../session/useRefreshViewer';
import { useMemberContext } from '../../../session/useMemberContext';
import {
  SearchResults,
  titleCount,
  useRemoveFromMyList,
  VideoGrid,
  VideoGridSection,
  type GridTitle,
} from '../../catalogue';
import { useRedirectToLogin } from '../../../session/useRedirectToLogin';
import { graphqlErrorCode } from '../../../api/graphqlErrorCode';
import { useMyList } from '../api/useMyList';
import styles from './MyListPage.module.css';

/** Spec section 9: the pause before a non-subscriber is sent to /subscribe. */
const SUBSCRIBE_REDIRECT_MS = 500;

/** /watchlist (spec section 2): the member's saved films; Premium only. */
export function MyListPage() {
  const { viewer, searchQuery } = useMemberContext();
  useDocumentTitle(searchQuery ? 'Search' : 'My List');
  // Unknown (billing away) is not "no": the list is asked for, and viewing decides.
  if (viewer.isSubscribed === false) return <RedirectToSubscribe />;
  if (searchQuery) return <SearchResults query={searchQuery} />;
  return <MyList />;
}

function MyList() {
  const { data, error, refetch } = useMyList();
  const { redirectToLogin } = useRedirectToLogin();
  const refreshViewer = useRefreshViewer();
  const code = graphqlErrorCode(error);

  useEffect(() => {
    if (code === 'UNAUTHENTICATED') redirectToLogin();
    // Premium ended since the session was read: reading it again sends the member to subscribe.
    if (code === 'PAYMENT_REQUIRED') void refreshViewer();
  }, [code, redirectToLogin, refreshViewer]);

  if (code === 'UNAUTHENTICATED') {
    return (
      <p role="status" className={styles.status}>
        Redirecting to login...
      </p>
    );
  }
  if (code === 'PAYMENT_REQUIRED') return <RedirectToSubscribe />;
  if (error && !data?.me) {
    return (
      <LoadError
        title="We couldn't load My List"
        error={error}
        onRetry={() => refetch().catch((retryError: unknown) => console.error('My List retry failed', retryError))}
      />
    );
  }

  // The member is known but viewing did not answer: say so rather than show an empty list.
  if (data?.me && data.me.watchlist === null) {
    return (
      <VideoGridSection title="My List">
        <LoadError
          title="My List is unavailable right now"
          message="Your saved films are safe. Try again in a moment."
          error={error}
          onRetry={() => refetch().catch((retryError: unknown) => console.error('My List retry failed', retryError))}
        />
      </VideoGridSection>
    );
  }

  // Films and series together, newest first, as they were saved.
  const titles = data?.me?.watchlist?.flatMap((entry): GridTitle[] =>
    entry.series
      ? [{ kind: 'series', series: entry.series }]
      : entry.video
        ? [{ kind: 'film', video: entry.video }]
        : [],
  );
  const seriesCount = titles?.filter((title) => title.kind === 'series').length ?? 0;
  const saved = titles?.length;
  return (
    <VideoGridSection
      title="My List"
      status={saved ? `${titleCount(seriesCount, saved - seriesCount)}, newest first` : undefined}
      busy={!titles}
    >
      {!titles ? (
        <>
          <p role="status" className="visually-hidden">
            Loading My List
          </p>
          <VideoGrid titles={undefined} />
        </>
      ) : saved === 0 ? (
        <PageState
          title="Your list is empty"
          action={
            <ButtonLink to="/" size="lg">
              Browse Content
            </ButtonLink>
          }
        >
          Press the{' '}
          <span className={styles.plus} aria-hidden="true">
            <PlusIcon width={14} height={14} />
          </span>
          <span className="visually-hidden">+</span> button on any film to save it here for later.
        </PageState>
      ) : (
        <VideoGrid titles={titles} cornerAction={(title) => <RemoveButton title={title} />} />
      )}
    </VideoGridSection>
  );
}

/** Takes a film or a series off the list. */
function RemoveButton({ title: video }: { title: { id: string; title: string } }) {
  const remove = useRemoveFromMyList();
  const { toast } = useToast();
  const { redirectToLogin } = useRedirectToLogin();
  const busy = useRef(false);

  async function onRemove() {
    if (busy.current) return;
    busy.current = true;
    try {
      await remove(video.id);
      toast({ title: 'Removed from My List', description: video.title });
    } catch (error) {
      busy.current = false;
      if (graphqlErrorCode(error) === 'UNAUTHENTICATED') return redirectToLogin();
      console.error('Could not remove from My List', error);
      toast({ title: 'Error', description: 'Failed to remove from My List', variant: 'destructive', error });
    }
  }

  return (
    <button
      type="button"
      className={styles.remove}
      aria-label={`Remove ${video.title} from My List`}
      title="Remove from My List"
      onClick={() => void onRemove()}
    >
      <CloseIcon width={18} height={18} />
    </button>
  );
}

/** Spec section 2: non-subscribers see this, then the subscribe page. */
function RedirectToSubscribe() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(() => void navigate('/subscribe', { replace: true }), SUBSCRIBE_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [navigate]);
  return (
    <p role="status" className={styles.status}>
      Redirecting to subscription...
    </p>
  );
}
