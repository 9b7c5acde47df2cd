import { Link } from 'react-router-dom';
import skeleton from '../../../ui/Skeleton.module.css';
import { formatRating } from '../utils/videoFacts';
import { MaturityBadge } from './MaturityBadge';
import { VideoArtwork } from './VideoArtwork';
import filmCard from './FilmCard.module.css';
import styles from './CategoryCard.module.css';
import { graphql } from '../../../__generated__';
import type { CategoryCard_VideoFragment } from '../../../__generated__/graphql';

export type CategoryCardVideo = CategoryCard_VideoFragment;

export const CATEGORY_CARD_VIDEO = graphql(`
  fragment CategoryCard_video on Video {
    ...VideoSummary_video
    category
  }
`);

/** The categories page's badges: category trending reads Trending, popular reads Featured. */
const BADGES: Record<string, string> = { trending: 'Trending', popular: 'Featured' };

/** A film in the categories grid, with its facts and description. The whole card opens /watch/{id}. */
export function CategoryCard({ video }: { video: CategoryCardVideo }) {
  const badge = BADGES[video.category];
  const rating = formatRating(video.rating);
  return (
    <article className={`${filmCard.card} ${styles.card}`}>
      <div className={styles.media}>
        <VideoArtwork src={video.thumbnailUrl} title={video.title} className={styles.artwork} />
        {badge && <span className={`${styles.badge} ${styles[video.category]}`}>{badge}</span>}
      </div>
      <div className={styles.body}>
        <h3 className={filmCard.title}>
          <Link to={`/watch/${encodeURIComponent(video.id)}`} className={filmCard.link}>
            {video.title}
          </Link>
        </h3>
        <p className={filmCard.facts}>
          {rating && <span className={filmCard.rating}>{rating}</span>}
          {video.duration && <span>{video.duration}</span>}
          {video.year !== null && <span>{video.year}</span>}
          <MaturityBadge rating={video.maturityRating} />
          {video.genre && <span>{video.genre}</span>}
        </p>
        {video.description && <p className={styles.description}>{video.description}</p>}
      </div>
    </article>
  );
}

export function CategoryCardSkeleton() {
  return (
    <div className={`${filmCard.card} ${styles.card}`} aria-hidden="true">
      <div className={`${styles.media} ${skeleton.shimmer}`} />
      <div className={styles.body}>
        <div className={`${styles.skeletonTitle} ${skeleton.shimmer}`} />
        <div className={`${styles.skeletonLine} ${skeleton.shimmer}`} />
        <div className={`${styles.skeletonLine} ${skeleton.shimmer}`} />
      </div>
    </div>
  );
}
