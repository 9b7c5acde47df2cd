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

/** A card of the grid: a film, or a series (a card that opens its page). */
export type GridTitle = { kind: 'film'; video: VideoCardVideo } | { kind: 'series'; series: SeriesCard_SeriesFragment };

type VideoGridProps = {
  /** In the order shown; undefined while they load: grey cards stand in. */
  titles: readonly GridTitle[] | undefined;
  /** A control of the page's own in each card's corner (My List's remove button). */
  cornerAction?: (title: { id: string; title: string }) => ReactNode;
};

/** Film and series cards in as many columns as fit. */
export function VideoGrid({ titles, cornerAction }: VideoGridProps) {
  if (!titles) {
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
      {titles.map((title) =>
        title.kind === 'series' ? (
          <li key={title.series.id}>
            <SeriesRowCard series={title.series} cornerAction={cornerAction?.(title.series)} />
          </li>
        ) : (
          <li key={title.video.id}>
            <VideoCard video={title.video} cornerAction={cornerAction?.(title.video)} />
          </li>
        ),
      )}
    </ul>
  );
}
