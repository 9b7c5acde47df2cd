import type { ChangeEvent, CSSProperties } from 'react';
import { PlayIcon } from '@cinevia/ui';
import { formatPlaybackTime } from '../utils/formatPlaybackTime';
import { EpisodesIcon, ExitFullscreenIcon, FullscreenIcon, MutedIcon, PauseIcon, VolumeIcon } from './PlayerIcons';
import styles from './WatchPage.module.css';

type PlayerControlsProps = {
  playing: boolean;
  muted: boolean;
  fullscreen: boolean;
  /** Seconds into the film, and its length. */
  time: number;
  duration: number;
  onSeek: (seconds: number) => void;
  onTogglePlay: () => void;
  onToggleMute: () => void;
  onToggleFullscreen: () => void;
  /** An episode's player: opens and closes the episodes panel, `episodesOpen` telling whether it is open. */
  onToggleEpisodes?: () => void;
  episodesOpen?: boolean;
};

/** The bar under the film: the seek slider, then play, mute, the clock and full screen. */
export function PlayerControls({
  playing,
  muted,
  fullscreen,
  time,
  duration,
  onSeek,
  onTogglePlay,
  onToggleMute,
  onToggleFullscreen,
  onToggleEpisodes,
  episodesOpen = false,
}: PlayerControlsProps) {
  const shownTime = Math.min(time, duration || time);
  return (
    <div className={styles.bottom}>
      <input
        type="range"
        className={styles.seek}
        aria-label="Seek"
        min={0}
        max={Math.max(Math.floor(duration), 1)}
        step={1}
        value={Math.floor(shownTime)}
        aria-valuetext={`${formatPlaybackTime(shownTime)} of ${formatPlaybackTime(duration)}`}
        style={{ '--seek-fill': `${duration > 0 ? (shownTime / duration) * 100 : 0}%` } as CSSProperties}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onSeek(Number(event.target.value))}
      />
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.iconButton}
          aria-label={playing ? 'Pause' : 'Play'}
          onClick={onTogglePlay}
        >
          {playing ? <PauseIcon /> : <PlayIcon width={24} height={24} />}
        </button>
        <button
          type="button"
          className={styles.iconButton}
          aria-label={muted ? 'Unmute' : 'Mute'}
          onClick={onToggleMute}
        >
          {muted ? <MutedIcon /> : <VolumeIcon />}
        </button>
        <p className={styles.time}>
          <span>{formatPlaybackTime(shownTime)}</span>
          <span aria-hidden="true"> / </span>
          <span className="visually-hidden"> of </span>
          <span>{formatPlaybackTime(duration)}</span>
        </p>
        {onToggleEpisodes && (
          <button
            type="button"
            className={`${styles.iconButton} ${styles.end}`}
            aria-label="Episodes"
            aria-expanded={episodesOpen}
            onClick={onToggleEpisodes}
          >
            <EpisodesIcon />
          </button>
        )}
        <button
          type="button"
          className={`${styles.iconButton} ${onToggleEpisodes ? '' : styles.end}`}
          aria-label={fullscreen ? 'Exit fullscreen' : 'Fullscreen'}
          onClick={onToggleFullscreen}
        >
          {fullscreen ? <ExitFullscreenIcon /> : <FullscreenIcon />}
        </button>
      </div>
    </div>
  );
}
