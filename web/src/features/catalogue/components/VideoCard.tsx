import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PlayIcon } from '@cinevia/ui';
import { MaturityBadge } from './MaturityBadge';
import { MyListButton } from './MyListButton';
import { RateButton } from './RateButton';
import { formatRating } from '../utils/videoFacts';
import { VideoArtwork } from './VideoArtwork';
import { WatchedBar, watchedPercent } from './WatchedBar';
import skeleton from '../../../ui/Skeleton.module.css';
import filmCard from './FilmCard.module.css';
import styles from './VideoCard.module.css';
import { graphql } from '../../../__generated__';
import type { VideoCard_VideoFragment } from '../../../__generated__/graphql';

export type VideoCardVideo = VideoCard_VideoFragment;

/**
 * How far the member got, for Continue Watching cards; for a series' card, which episode it plays
 * ("S2:E4", or "Next: S2:E5" from its start).
 */
export type VideoCardWatched = { progress: number; duration: number; episode?: string };

export const VIDEO_CARD_VIDEO = graphql(`
  fragment VideoCard_video on Video {
    id
    title
    thumbnailUrl
    year
    duration
    rating
    maturityRating
  }
`);

/**
 * A film in a row or grid (spec section 2). The title link stretches over the whole card, so a
 * click anywhere opens /watch/{id}; the Play link sits above it rather than inside it.
 */
type VideoCardProps = {
  video: VideoCardVideo;
  watched?: VideoCardWatched;
  /**
   * Replaces the + / ✓ button with the page's own control, drawn in the card's top corner
   * (My List's remove button).
   */
  cornerAction?: ReactNode;
  /** On screen at once (the first row's first cards): the thumbnail is not left to load lazily. */
  eager?: boolean;
};

/** A card is 280–360 px wide (VideoCard.module.css, VideoRow.module.css). */
const CARD_SIZES = '(max-width: 420px) calc(100vw - 32px), 360px';

export function VideoCard({ video, watched, cornerAction, eager = false }: VideoCardProps) {
  const watchPath = `/watch/${encodeURIComponent(video.id)}`;
  const rating = formatRating(video.rating);
  const watchedShare = watched ? watchedPercent(watched) : null;
  return (
    <article className={`${filmCard.card} ${styles.card}`}>
      <div className={styles.artworkFrame}>
        <VideoArtwork
          src={video.thumbnailUrl}
          title={video.title}
          className={styles.artwork}
          loading={eager ? 'eager' : 'lazy'}
          sizes={CARD_SIZES}
        />
        {watchedShare !== null && <WatchedBar percent={watchedShare} />}
      </div>
      <div className={styles.body}>
        <h3 className={`${filmCard.title} ${styles.title}`}>
          <Link to={watchPath} className={filmCard.link}>
            {video.title}
          </Link>
        </h3>
        {watched?.episode && <p className={styles.episode}>{watched.episode}</p>}
        <p className={`${filmCard.facts} ${styles.facts}`}>
          {video.year !== null && <span>{video.year}</span>}
          {video.duration && <span>{video.duration}</span>}
          {rating && <span className={filmCard.rating}>{rating}</span>}
          <MaturityBadge rating={video.maturityRating} />
        </p>
        <div className={styles.actions}>
          <Link to={watchPath} className={styles.play}>
            <PlayIcon width={16} height={16} />
            {watchedShare !== null ? 'Resume' : 'Play'}
            <span className="visually-hidden"> {video.title}</span>
          </Link>
          {/* A series' card plays an episode; My List holds films, and thumbs are for films. */}
          {!cornerAction && !watched?.episode && <MyListButton video={video} />}
          {!watched?.episode && <RateButton title={video} />}
        </div>
      </div>
      {cornerAction && <div className={styles.corner}>{cornerAction}</div>}
    </article>
  );
}

/** A grey stand-in of the same size while films load. */
export function VideoCardSkeleton() {
  return (
    <div className={`${filmCard.card} ${styles.card} ${styles.skeleton}`} aria-hidden="true">
      <div className={`${styles.artwork} ${skeleton.shimmer}`} />
      <div className={styles.body}>
        <div className={`${styles.bar} ${skeleton.shimmer}`} />
        <div className={`${styles.bar} ${styles.short} ${skeleton.shimmer}`} />
        <div className={`${styles.button} ${skeleton.shimmer}`} />
      </div>
    </div>
  );
}
