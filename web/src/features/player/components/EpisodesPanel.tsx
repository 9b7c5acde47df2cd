import { useState } from 'react';
import { Link } from 'react-router-dom';
import { CloseIcon } from '@cinevia/ui';
import { SeasonPicker } from '../../catalogue';
import type { PlayingEpisode } from '../api/useWatchRoute';
import styles from './WatchPage.module.css';

type EpisodesPanelProps = { episode: PlayingEpisode; onClose: () => void };

/**
 * The series' episodes beside the player, a season at a time (the playing one's first): each one
 * plays in this page, in place of the one playing, so Back still leaves the player.
 */
export function EpisodesPanel({ episode, onClose }: EpisodesPanelProps) {
  const [seasonNumber, setSeasonNumber] = useState(episode.seasonNumber);
  const season = episode.seasons.find((one) => one.number === seasonNumber) ?? episode.seasons[0];
  return (
    <aside className={styles.episodesPanel} aria-labelledby="episodes-panel-title">
      <div className={styles.panelHead}>
        <h2 id="episodes-panel-title" className={styles.panelTitle}>
          Episodes
        </h2>
        <button type="button" className={styles.iconButton} aria-label="Close episodes" onClick={onClose}>
          <CloseIcon width={22} height={22} />
        </button>
      </div>
      {episode.seasons.length > 1 && (
        <SeasonPicker
          seasons={episode.seasons.map((one) => one.number)}
          value={seasonNumber}
          onChange={setSeasonNumber}
          className={styles.seasonPicker}
        />
      )}
      <ol className={styles.panelEpisodes}>
        {season?.episodes.map((one) => (
          <li key={one.id}>
            <Link
              to={`/watch/${encodeURIComponent(one.id)}`}
              replace
              className={styles.panelEpisode}
              aria-current={one.id === episode.id ? 'true' : undefined}
            >
              <span className={styles.panelLabel}>{one.label}</span> {one.title}
            </Link>
          </li>
        ))}
      </ol>
    </aside>
  );
}
