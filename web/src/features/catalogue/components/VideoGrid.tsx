import { useId, type ReactNode } from 'react';
import { SeriesRowCard } from './SeriesRowCard';
import { VideoCard, VideoCardSkeleton, type VideoCardVideo } from './VideoCard';
import type { SeriesCard_SeriesFragment } from '../../../__generated__/graphql';
import styles from './VideoGrid.module.css';

const SKELETON_CARDS = 4;

type VideoGridSectionProps = {
  /** The page's heading (h1), or a section's under a page's own heading (h2). */
  title?: ReactNode;
  titleLevel?: 'h1' | 'h2';
  /** The section's name when it has no title (a failure in its place). */
  label?: string;
  /** The line under the title: how many films, or what is going on. */
  status?: ReactNode;
  /** The status line is a live region, so screen readers hear it change ("Searching…", then the count). */
  liveStatus?: boolean;
  busy?: boolean;
  children?: ReactNode;
};

/** A page of film cards, page-wide, under its title and a line of status: search results, My List. */
export function VideoGridSection({
  title,
  titleLevel: Title = 'h1',
  label,
  status,
  liveStatus = false,
  busy,
  children,
}: VideoGridSectionProps) {
  const titleId = useId();
  return (
    <section
      className={styles.section}
      aria-labelledby={title ? titleId : undefined}
      aria-label={title ? undefined : label}
      aria-busy={busy}
    >
      {title && (
        <Title id={titleId} className={styles.title}>
          {title}
        </Title>
      )}
      {status !== undefined && (
        <p role={liveStatus ? 'status' : undefined} className={styles.status}>
          {status}
        </p>
      )}
      {children}
    </section>
  );
}

type VideoGridProps = {
  /** Undefined while they load: grey cards stand in. */
  videos: readonly VideoCardVideo[] | undefined;
  /** Series shown before the films (a search's), each a card that opens its page. */
  series?: readonly SeriesCard_SeriesFragment[];
  /** A control of the page's own in each card's corner (My List's remove button). */
  cornerAction?: (title: { id: string; title: string }) => ReactNode;
};

/** Film cards (series first, if any) in as many columns as fit. */
export function VideoGrid({ videos, series = [], cornerAction }: VideoGridProps) {
  if (!videos) {
    return (
      <div className={styles.grid} aria-hidden="true">
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <VideoCardSkeleton key={index} />
        ))}
      </div>
    );
  }
  return (
    <ul className={styles.grid}>
      {series.map((one) => (
        <li key={one.id}>
          <SeriesRowCard series={one} cornerAction={cornerAction?.(one)} />
        </li>
      ))}
      {videos.map((video) => (
        <li key={video.id}>
          <VideoCard video={video} cornerAction={cornerAction?.(video)} />
        </li>
      ))}
    </ul>
  );
}
