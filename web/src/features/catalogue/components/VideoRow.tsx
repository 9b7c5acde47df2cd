import { useId, useRef } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../ui/icons';
import { VideoCard, VideoCardSkeleton, type VideoCardVideo, type VideoCardWatched } from './VideoCard';
import styles from './VideoRow.module.css';

/** Spec section 9: each press of a row's arrow moves it this far, smoothly. */
const ROW_SCROLL_STEP_PX = 400;

type VideoRowProps = {
  title: string;
  videos: readonly VideoCardVideo[];
  /** Element id, for links such as /#movies. */
  anchor?: string;
  /** Progress bars by film id (Continue Watching). */
  watched?: ReadonlyMap<string, VideoCardWatched>;
};

/** A titled strip of cards that scrolls sideways by touch, trackpad, keyboard focus or its arrows. */
export function VideoRow({ title, videos, anchor, watched }: VideoRowProps) {
  const headingId = useId();
  const stripRef = useRef<HTMLUListElement>(null);

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
          <button type="button" className={styles.arrow} aria-label={`Scroll ${title} left`} onClick={() => scroll(-1)}>
            <ChevronLeftIcon />
          </button>
          <button type="button" className={styles.arrow} aria-label={`Scroll ${title} right`} onClick={() => scroll(1)}>
            <ChevronRightIcon />
          </button>
        </div>
      </div>
      <ul ref={stripRef} className={styles.strip}>
        {videos.map((video) => (
          <li key={video.id} className={styles.item}>
            <VideoCard video={video} watched={watched?.get(video.id)} />
          </li>
        ))}
      </ul>
    </section>
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
