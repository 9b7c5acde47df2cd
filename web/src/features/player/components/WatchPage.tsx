import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { Button, Spinner, SupportReference, useDocumentTitle, useGoBack, useToast } from '@cinevia/ui';
import { useCurrentProfile } from '../../../session/currentProfile';
import { useRedirectToLogin } from '../../../session/useRedirectToLogin';
import { playableOf, useWatchRoute } from '../api/useWatchRoute';
import { graphqlErrorCode } from '../../../api/graphqlErrorCode';
import { PlayerScreen } from './PlayerScreen';
import styles from './WatchPage.module.css';

/** /watch/:id (spec section 2): the film or episode full screen, or why it cannot play. */
export function WatchPage({ viewerId }: { viewerId: string }) {
  const { id = '' } = useParams();
  const { data, error, refetch } = useWatchRoute(id);
  const { redirecting, redirectToLogin } = useRedirectToLogin();
  const unauthorized = graphqlErrorCode(error) === 'UNAUTHENTICATED';
  const playing = playableOf(data);
  // Until the profile is known (or if identity cannot say), the next episode counts down: the default.
  const autoplay = useCurrentProfile()?.autoplay ?? true;
  const video = playing?.video;
  // The film came, but not where the member stopped (viewing away): it plays from the start, and says so.
  const resumeUnknown = Boolean(error && video && video.progress === null);
  const { toast } = useToast();
  useEffect(() => {
    if (resumeUnknown) {
      toast({ title: 'Playing from the start', description: "We couldn't load where you stopped just now." });
    }
  }, [resumeUnknown, toast]);

  if (redirecting || unauthorized) {
    return <UnauthorizedNotice onMount={redirectToLogin} />;
  }
  if (error && !video) {
    return (
      <Notice
        title="Video Not Found"
        message={error.message || 'Failed to load video'}
        error={error}
        retry={() => refetch().catch((retryError: unknown) => console.error('Watch page retry failed', retryError))}
      />
    );
  }
  if (!data) {
    return (
      <div className={styles.page}>
        <TitleOf title="Loading" />
        <Spinner label="Loading the film" />
      </div>
    );
  }
  if (!video) return <Notice title="Video Not Found" message="The video you're looking for doesn't exist." />;
  return (
    <PlayerScreen
      key={video.id}
      video={video}
      episode={playing.episode}
      autoplay={autoplay}
      viewerId={viewerId}
      onUnauthorized={redirectToLogin}
    />
  );
}

function TitleOf({ title }: { title: string }) {
  useDocumentTitle(title);
  return null;
}

function UnauthorizedNotice({ onMount }: { onMount: () => void }) {
  useDocumentTitle('Signing in');
  // The redirect hook ignores repeat calls, so a re-render cannot restart the countdown.
  useEffect(() => onMount(), [onMount]);
  return (
    <div className={styles.page}>
      <p role="status" className={styles.noticeText}>
        Redirecting to login...
      </p>
    </div>
  );
}

type NoticeProps = {
  title: string;
  message: string;
  /** The failed request's error: its reference is shown under the message. */
  error?: unknown;
  retry?: () => void;
};

function Notice({ title, message, error, retry }: NoticeProps) {
  useDocumentTitle(title);
  const goBack = useGoBack();
  return (
    <div className={styles.page}>
      <div role="alert" className={styles.notice}>
        <h1 className={styles.noticeTitle}>{title}</h1>
        <p className={styles.noticeText}>{message}</p>
        <SupportReference error={error} className={styles.noticeReference} />
        <div className={styles.noticeActions}>
          {retry && (
            <Button size="lg" onClick={retry}>
              Try Again
            </Button>
          )}
          <Button size="lg" variant={retry ? 'secondary' : 'primary'} onClick={goBack}>
            Go Back
          </Button>
        </div>
      </div>
    </div>
  );
}
