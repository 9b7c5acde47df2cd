import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { episodeLabel, nextUp, seriesLength } from '@cinevia/proto';
import { BackButton, ButtonLink, LoadError, NotFoundPage, PlayIcon, Spinner, useDocumentTitle } from '@cinevia/ui';
import { useSeriesRoute, type EpisodePlace, type SeasonDetails, type SeriesDetails } from '../api/useSeriesRoute';
import { MaturityBadge } from './MaturityBadge';
import { MyListButton } from './MyListButton';
import { SeasonPicker } from './SeasonPicker';
import { VideoArtwork } from './VideoArtwork';
import { WatchedBar, watchedPercent } from './WatchedBar';
import hero from './HomeHero.module.css';
import styles from './SeriesPage.module.css';

/**
 * A series (`/series/:id`): its artwork and facts, Play on its first episode, and each season's
 * episodes to pick from. A series above the profile's level is answered as absent: Not Found.
 */
export function SeriesPage() {
  const { id = '' } = useParams();
  const { series, places, settled, error, refetch } = useSeriesRoute(id);
  useDocumentTitle(series?.title ?? 'TV Shows');
  if (error && !series) {
    return (
      <LoadError
        title="We couldn't load this series"
        error={error}
        onRetry={() => refetch().catch((retryError: unknown) => console.error('Series retry failed', retryError))}
      />
    );
  }
  if (!settled) {
    return (
      <div className={styles.loading} role="status" aria-label="Loading the series">
        <Spinner />
      </div>
    );
  }
  return series ? <LoadedSeries series={series} places={places} /> : <NotFoundPage />;
}

type Marks = ReadonlyMap<string, EpisodePlace>;

/** The main button: where the profile is in the series, or its first episode again once it is finished. */
function mainAction(series: SeriesDetails, marks: Marks) {
  const next = nextUp(series.seasons, (episodeId) => marks.get(episodeId));
  const first = series.seasons[0]?.episodes[0];
  if (next)
    return {
      ...next,
      label: `${next.action === 'resume' ? 'Resume' : 'Play'} ${episodeLabel(next.seasonNumber, next.episode.number)}`,
    };
  return (
    first && {
      action: 'play' as const,
      episode: first,
      seasonNumber: 1,
      label: `Play ${episodeLabel(1, first.number)}`,
    }
  );
}

function LoadedSeries({ series, places }: { series: SeriesDetails; places: readonly EpisodePlace[] }) {
  const marks: Marks = new Map(places.map((place) => [place.videoId, place]));
  const main = mainAction(series, marks);
  // The season of the episode up next is the one open first.
  const [seasonNumber, setSeasonNumber] = useState(main?.seasonNumber ?? 1);
  const season = series.seasons.find((one) => one.number === seasonNumber) ?? series.seasons[0]!;
  return (
    <div className={styles.page}>
      {/* The home hero's picture, shade and eyebrow, at a height that leaves the episodes in view. */}
      <section className={`${hero.hero} ${styles.hero}`} aria-labelledby="series-title">
        <VideoArtwork
          src={series.artworkUrl}
          title={series.title}
          className={hero.backdrop}
          showInitials={false}
          loading="eager"
          priority
          sizes="100vw"
        />
        <div className={styles.content}>
          <BackButton className={styles.back} />
          <p className={hero.eyebrow}>Series</p>
          <h1 id="series-title" className={`${hero.title} ${styles.title}`}>
            {series.title}
          </h1>
          <p className={styles.facts}>
            <MaturityBadge rating={series.maturityRating} />
            <span>{seriesLength(series)}</span>
            <span>{series.genre}</span>
          </p>
          {series.description && <p className={styles.description}>{series.description}</p>}
          <div className={hero.actions}>
            {main && (
              <ButtonLink to={`/watch/${encodeURIComponent(main.episode.id)}`} size="lg">
                <PlayIcon width={20} height={20} />
                {main.label}
              </ButtonLink>
            )}
            <MyListButton video={series} />
          </div>
        </div>
      </section>
      <Episodes series={series} season={season} marks={marks} onSeason={setSeasonNumber} />
    </div>
  );
}

type EpisodesProps = {
  series: SeriesDetails;
  season: SeasonDetails;
  marks: Marks;
  onSeason: (number: number) => void;
};

function Episodes({ series, season, marks, onSeason }: EpisodesProps) {
  return (
    <section className={styles.episodes} aria-labelledby="episodes-heading">
      <div className={styles.episodesHeader}>
        <h2 id="episodes-heading" className={styles.episodesTitle}>
          Episodes
        </h2>
        {series.seasons.length > 1 ? (
          <SeasonPicker
            seasons={series.seasons.map((one) => one.number)}
            value={season.number}
            onChange={onSeason}
            className={styles.seasonPicker}
          />
        ) : (
          <p className={styles.seasonName}>Season 1</p>
        )}
      </div>
      <ol className={styles.list}>
        {season.episodes.map((episode) => (
          <li key={episode.id} className={styles.episode}>
            <span className={styles.number} aria-hidden="true">
              {episode.number}
            </span>
            <div className={styles.thumbnail}>
              <VideoArtwork src={episode.thumbnailUrl} title={episode.title} className={styles.artwork} sizes="240px" />
              <EpisodeWatched mark={marks.get(episode.id)} />
            </div>
            <div className={styles.episodeText}>
              <h3 className={styles.episodeTitle}>
                <Link to={`/watch/${encodeURIComponent(episode.id)}`} className={styles.episodeLink}>
                  <span className="visually-hidden">{episodeLabel(season.number, episode.number)} </span>
                  {episode.title}
                </Link>
              </h3>
              {episode.duration && <p className={styles.duration}>{episode.duration}</p>}
              {episode.synopsis && <p className={styles.synopsis}>{episode.synopsis}</p>}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The bar under an episode begun; nothing under one not started. */
function EpisodeWatched({ mark }: { mark: { progress: number; duration: number } | undefined }) {
  const percent = mark && mark.progress > 0 ? watchedPercent(mark) : null;
  return percent === null ? null : <WatchedBar percent={percent} />;
}
