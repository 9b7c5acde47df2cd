import { gql } from '@apollo/client';
import { Link } from 'react-router-dom';
import { PlayIcon } from '../../../ui/icons';
import { formatRating } from '../utils/videoFacts';
import { VideoArtwork } from './VideoArtwork';
import skeleton from '../../../ui/Skeleton.module.css';
import styles from './VideoCard.module.css';

export type VideoCardVideo = {
  id: string;
  title: string;
  thumbnailUrl: string;
  year: number | null;
  duration: string;
  rating: string | null;
};

export const VIDEO_CARD_VIDEO = gql`
  fragment VideoCard_video on Video {
    id
    title
    thumbnailUrl
    year
    duration
    rating
  }
`;

/**
 * A film in a row or grid (spec section 2). The title link stretches over the whole card, so a
 * click anywhere opens /watch/{id}; the Play link sits above it rather than inside it.
 */
export function VideoCard({ video }: { video: VideoCardVideo }) {
  const watchPath = `/watch/${encodeURIComponent(video.id)}`;
  const rating = formatRating(video.rating);
  return (
    <article className={styles.card}>
      <VideoArtwork src={video.thumbnailUrl} title={video.title} className={styles.artwork} />
      <div className={styles.body}>
        <h3 className={styles.title}>
          <Link to={watchPath} className={styles.link}>
            {video.title}
          </Link>
        </h3>
        <p className={styles.facts}>
          {video.year !== null && <span>{video.year}</span>}
          {video.duration && <span>{video.duration}</span>}
          {rating && <span className={styles.rating}>{rating}</span>}
        </p>
        <div className={styles.actions}>
          <Link to={watchPath} className={styles.play}>
            <PlayIcon width={16} height={16} />
            Play<span className="visually-hidden"> {video.title}</span>
          </Link>
        </div>
      </div>
    </article>
  );
}

/** A grey stand-in of the same size while films load. */
export function VideoCardSkeleton() {
  return (
    <div className={`${styles.card} ${styles.skeleton}`} aria-hidden="true">
      <div className={`${styles.artwork} ${skeleton.shimmer}`} />
      <div className={styles.body}>
        <div className={`${styles.bar} ${skeleton.shimmer}`} />
        <div className={`${styles.bar} ${styles.short} ${skeleton.shimmer}`} />
        <div className={`${styles.button} ${skeleton.shimmer}`} />
      </div>
    </div>
  );
}
