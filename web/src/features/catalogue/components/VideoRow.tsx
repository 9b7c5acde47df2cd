import { useId, useRef, useState, type RefObject } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '@cinevia/ui';
import { useRevealedCount } from '../../../ui/useRevealedCount';
import { useWhenVisible } from '../../../ui/useWhenVisible';
import { useLoadMore } from './useLoadMore';
import { SeriesRowCard } from './SeriesRowCard';
import { VideoCard, VideoCardSkeleton, type VideoCardVideo, type VideoCardWatched } from './VideoCard';
import type { SeriesCard_SeriesFragment } from '../../../__generated__/graphql';
import round from './RoundButton.module.css';
import styles from './VideoRow.module.css';

/** Spec section 9: each press of a row's arrow moves it this far, smoothly. */
const ROW_SCROLL_STEP_PX = 400;

/** Starts the next page about two cards before the end of the strip shows. */
const PREFETCH_MARGIN = '0px 600px 0px 0px';

type VideoRowProps = {
  title: string;
  videos: readonly VideoCardVideo[];
  /** The row's series, before its films (the row of series has no films). */
  series?: readonly SeriesCard_SeriesFragment[];
  /** Element id, for links such as /#movies. */
  anchor?: string;
  /** Progress bars by film id (Continue Watching). */
  watched?: ReadonlyMap<string, VideoCardWatched>;
  /** Fetches the row's next films; left out when the row shows all of them. */
  onLoadMore?: () => Promise<unknown>;
  /** The first row on the page: its first cards' thumbnails load at once. */
  first?: boolean;
};

/** A card's width (`.item` in VideoRow.module.css). */
const CARD_WIDTH_PX = 280;

/** How many cards a strip shows across the window at once: one and a half on a phone, five on a laptop. */
function cardsAcrossWindow(): number {
  return Math.ceil(window.innerWidth / CARD_WIDTH_PX);
}

/**
 * A titled strip of cards that scrolls sideways by touch, trackpad, keyboard focus or its arrows.
 * When more films remain, a card-shaped placeholder ends the strip and loads them as it nears view.
 */
export function VideoRow({ title, videos, series = [], anchor, watched, onLoadMore, first = false }: VideoRowProps) {
  const headingId = useId();
  const stripRef = useRef<HTMLUListElement>(null);
  // The cards on screen load their thumbnails at once (first row) and are drawn with the row, with
  // one more; the rest follow in the next frame.
  const [onScreen] = useState(cardsAcrossWindow);
  const shown = useRevealedCount(videos.length, onScreen + 1, videos.length);
  const allShown = shown >= videos.length;

  function scroll(direction: -1 | 1) {
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    stripRef.current?.scrollBy({ left: direction * ROW_SCROLL_STEP_PX, behavior: reduceMotion ? 'auto' : 'smooth' });
  }

  return (
    <section id={anchor} tabIndex={anchor ? -1 : undefined} className={styles.row} aria-labelledby={headingId}>
      <div className={styles.header}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        <div className={styles.arrows}>
          <button
            type="button"
            className={round.roundButton}
            aria-label={`Scroll ${title} left`}
            onClick={() => scroll(-1)}
          >
            <ChevronLeftIcon />
          </button>
          <button
            type="button"
            className={round.roundButton}
            aria-label={`Scroll ${title} right`}
            onClick={() => scroll(1)}
          >
            <ChevronRightIcon />
          </button>
        </div>
      </div>
      <ul ref={stripRef} className={styles.strip}>
        {series.map((one) => (
          <li key={one.id} className={styles.item}>
            <SeriesRowCard series={one} />
          </li>
        ))}
        {(allShown ? videos : videos.slice(0, shown)).map((video, index) => (
          <li key={video.id} className={styles.item}>
            <VideoCard video={video} watched={watched?.get(video.id)} eager={first && index < onScreen} />
          </li>
        ))}
        {onLoadMore && allShown && <RowEnd title={title} stripRef={stripRef} onLoadMore={onLoadMore} />}
      </ul>
    </section>
  );
}

type RowEndProps = { title: string; stripRef: RefObject<HTMLUListElement | null>; onLoadMore: () => Promise<unknown> };

/** The strip's last item while films remain: a loading card that fetches them, or a retry after a failure. */
function RowEnd({ title, stripRef, onLoadMore }: RowEndProps) {
  const endRef = useRef<HTMLLIElement>(null);
  const { loading, failed, loadMore } = useLoadMore(onLoadMore, `films for ${title}`);
  useWhenVisible(endRef, loadMore, { root: stripRef, rootMargin: PREFETCH_MARGIN, enabled: !loading && !failed });

  if (failed) {
    return (
      <li className={`${styles.item} ${styles.retry}`}>
        <p>These films did not load.</p>
        <button type="button" className={styles.retryButton} onClick={loadMore}>
          Load more {title}
        </button>
      </li>
    );
  }
  return (
    <li ref={endRef} className={styles.item} aria-busy={loading}>
      <span role="status" className="visually-hidden">
        {loading ? `Loading more ${title}` : ''}
      </span>
      <VideoCardSkeleton />
    </li>
  );
}

/** A row of grey cards while the catalogue loads. */
export function VideoRowSkeleton() {
  return (
    <div className={styles.row} aria-hidden="true">
      <div className={styles.header}>
        <div className={styles.titleSkeleton} />
      </div>
      <div className={styles.strip}>
        {Array.from({ length: 6 }, (_, index) => (
          <div key={index} className={styles.item}>
            <VideoCardSkeleton />
          </div>
        ))}
      </div>
    </div>
  );
}
