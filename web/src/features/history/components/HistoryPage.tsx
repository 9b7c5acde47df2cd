import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  Button,
  ButtonLink,
  ConfirmDialog,
  LoadError,
  PageState,
  useDocumentTitle,
  useReportedAction,
} from '@cinevia/ui';
import { VideoArtwork, VideoGridSection } from '../../catalogue';
import { useHistoryRemoval } from '../api/useHistoryRemoval';
import { HISTORY_PAGE_SIZE, useHistoryPage, type HistoryEntry } from '../api/useHistoryPage';
import { watchedWhen, watchedHowFar } from '../utils/watched';
import styles from './HistoryPage.module.css';

/** /history: the profile's Viewing Activity, every film and episode it began, newest first. */
export function HistoryPage() {
  useDocumentTitle('Viewing Activity');
  const [pages, setPages] = useState(1);
  const first = useHistoryPage(1);
  const total = first.data?.me?.history?.total;

  if (first.error && !first.data?.me?.history) {
    return (
      <VideoGridSection title="Viewing Activity">
        <LoadError
          title="We couldn't load your viewing activity"
          error={first.error}
          onRetry={() => first.refetch().catch((error: unknown) => console.error('History retry failed', error))}
        />
      </VideoGridSection>
    );
  }
  return (
    <VideoGridSection
      title="Viewing Activity"
      status={total ? `${total} ${total === 1 ? 'title' : 'titles'} watched, newest first` : undefined}
      busy={total === undefined}
    >
      {total === 0 ? (
        <PageState
          title="Nothing watched yet"
          action={
            <ButtonLink to="/" size="lg">
              Browse Content
            </ButtonLink>
          }
        >
          Every film and episode this profile starts is listed here.
        </PageState>
      ) : (
        <>
          {total !== undefined && <HideAll />}
          <ol className={styles.list}>
            {Array.from({ length: pages }, (_, index) => (
              <HistoryPageEntries key={index} page={index + 1} />
            ))}
          </ol>
          {total !== undefined && total > pages * HISTORY_PAGE_SIZE && (
            <Button variant="secondary" className={styles.more} onClick={() => setPages(pages + 1)}>
              Show more
            </Button>
          )}
        </>
      )}
    </VideoGridSection>
  );
}

/** "Hide all", once confirmed: every title leaves Viewing Activity and Continue Watching. */
function HideAll() {
  const { removeAll } = useHistoryRemoval();
  const hideAll = useReportedAction(removeAll, {
    failure: "We couldn't hide your viewing activity. Please try again.",
    success: () => 'Your viewing activity is hidden.',
  });
  return (
    <div className={styles.toolbar}>
      <ConfirmDialog
        trigger={<Button variant="secondary">Hide all</Button>}
        title="Hide all viewing activity?"
        description="Every film and episode this profile has watched leaves Viewing Activity and Continue Watching. This cannot be undone."
        confirmLabel="Hide All"
        confirmingLabel="Hiding..."
        onConfirm={hideAll}
      />
    </div>
  );
}

/** The entries of one page, in the list the pages before it began. */
function HistoryPageEntries({ page }: { page: number }) {
  const { data } = useHistoryPage(page);
  return data?.me?.history?.entries.map((entry) => <HistoryItem key={entry.videoId} entry={entry} />) ?? null;
}

function HistoryItem({ entry }: { entry: HistoryEntry }) {
  const { episode, video } = entry;
  const title = episode ? episode.series.title : (video?.title ?? 'A film no longer in the catalogue');
  const thumbnail = episode?.thumbnailUrl ?? video?.thumbnailUrl;
  const { removeOne } = useHistoryRemoval();
  const [removing, setRemoving] = useState(false);
  const remove = useReportedAction(removeOne, {
    failure: "We couldn't remove it from your viewing activity. Please try again.",
    success: () => `${title} was removed from your viewing activity.`,
  });
  return (
    <li className={styles.item}>
      <time className={styles.date} dateTime={entry.updatedAt}>
        {watchedWhen(new Date(entry.updatedAt))}
      </time>
      <VideoArtwork src={thumbnail ?? ''} title={title} className={styles.thumbnail} showInitials={false} />
      <div className={styles.what}>
        {episode || video ? (
          <Link className={styles.title} to={`/watch/${entry.videoId}`}>
            {title}
          </Link>
        ) : (
          <span className={styles.title}>{title}</span>
        )}
        {episode && (
          <span className={styles.episode}>
            S{episode.seasonNumber}:E{episode.number} {episode.title}
          </span>
        )}
        <span className={styles.progress}>{watchedHowFar(entry.progress, entry.duration)}</span>
      </div>
      <Button
        variant="ghost"
        className={styles.remove}
        aria-label={`Remove ${title} from Viewing Activity`}
        disabled={removing}
        onClick={() => {
          setRemoving(true);
          void remove(entry.videoId).then((removed) => !removed && setRemoving(false));
        }}
      >
        {removing ? 'Removing...' : 'Remove'}
      </Button>
    </li>
  );
}
