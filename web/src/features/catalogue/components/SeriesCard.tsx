import { Link } from 'react-router-dom';
import { seriesLength } from '@cinevia/proto';
import { MaturityBadge } from './MaturityBadge';
import { VideoArtwork } from './VideoArtwork';
import filmCard from './FilmCard.module.css';
import styles from './CategoryCard.module.css';
import { graphql } from '../../../__generated__';
import type { SeriesCard_SeriesFragment } from '../../../__generated__/graphql';

export const SERIES_CARD_SERIES = graphql(`
  fragment SeriesCard_series on Series {
    ...SeriesSummaryFields
  }
`);

/** A series in a browse grid: where a film shows its running time, a series shows its seasons. The card opens /series/{id}. */
export function SeriesCard({ series }: { series: SeriesCard_SeriesFragment }) {
  return (
    <article className={`${filmCard.card} ${styles.card}`}>
      <div className={styles.media}>
        <VideoArtwork src={series.artworkUrl} title={series.title} className={styles.artwork} />
        <span className={`${styles.badge} ${styles.series}`}>Series</span>
      </div>
      <div className={styles.body}>
        <h3 className={filmCard.title}>
          <Link to={`/series/${encodeURIComponent(series.id)}`} className={filmCard.link}>
            {series.title}
          </Link>
        </h3>
        <p className={filmCard.facts}>
          <span>{seriesLength(series)}</span>
          <MaturityBadge rating={series.maturityRating} />
          <span>{series.genre}</span>
        </p>
        {series.description && <p className={styles.description}>{series.description}</p>}
      </div>
    </article>
  );
}
