import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { seriesLength } from '@cinevia/proto';
import { InfoIcon } from '@cinevia/ui';
import { MaturityBadge } from './MaturityBadge';
import { MyListButton } from './MyListButton';
import { RateButton } from './RateButton';
import { VideoArtwork } from './VideoArtwork';
import type { SeriesCard_SeriesFragment } from '../../../__generated__/graphql';
import badges from './CategoryCard.module.css';
import filmCard from './FilmCard.module.css';
import styles from './VideoCard.module.css';

/** A card is 280–360 px wide, as a film's (VideoCard). */
const CARD_SIZES = '(max-width: 420px) calc(100vw - 32px), 360px';

/**
 * A series among film cards (a search's grid), drawn as a film's card is: the "Series" badge on its
 * artwork and its seasons where a film shows its running time. The whole card opens /series/{id}.
 */
export function SeriesRowCard({
  series,
  cornerAction,
}: {
  series: SeriesCard_SeriesFragment;
  /** Replaces the + / ✓ button with the page's own control in the card's top corner (as a film's card). */
  cornerAction?: ReactNode;
}) {
  const seriesPath = `/series/${encodeURIComponent(series.id)}`;
  return (
    <article className={`${filmCard.card} ${styles.card}`}>
      <div className={styles.artworkFrame}>
        <VideoArtwork src={series.artworkUrl} title={series.title} className={styles.artwork} sizes={CARD_SIZES} />
        <span className={`${badges.badge} ${badges.series}`}>Series</span>
      </div>
      <div className={styles.body}>
        <h3 className={`${filmCard.title} ${styles.title}`}>
          <Link to={seriesPath} className={filmCard.link}>
            {series.title}
          </Link>
        </h3>
        <p className={`${filmCard.facts} ${styles.facts}`}>
          <span>{seriesLength(series)}</span>
          <MaturityBadge rating={series.maturityRating} />
          <span>{series.genre}</span>
        </p>
        <div className={styles.actions}>
          <Link to={seriesPath} className={styles.play}>
            <InfoIcon width={16} height={16} />
            Episodes
            <span className="visually-hidden"> of {series.title}</span>
          </Link>
          {!cornerAction && <MyListButton video={series} />}
          <RateButton title={series} />
        </div>
      </div>
      {cornerAction && <div className={styles.corner}>{cornerAction}</div>}
    </article>
  );
}
