import { useRef, useState } from 'react';
import { Button, CloseIcon, Spinner, useDocumentTitle, useGoBack } from '@cinevia/ui';
import { FilmFacts } from '../../catalogue';
import { RatingButtons } from '../../ratings';
import type { PlayingEpisode, WatchVideo } from '../api/useWatchRoute';
import { useFullscreen } from '../hooks/useFullscreen';
import { useIdleOverlay } from '../hooks/useIdleOverlay';
import { useNextEpisode } from '../hooks/useNextEpisode';
import { usePlayer, type CreatePlayer } from '../hooks/usePlayer';
import { usePlayerShortcuts } from '../hooks/usePlayerShortcuts';
import { useProgressSaver } from '../hooks/useProgressSaver';
import { EpisodesPanel } from './EpisodesPanel';
import { PlayerControls } from './PlayerControls';
import styles from './WatchPage.module.css';

type PlayerScreenProps = {
  video: WatchVideo;
  /** Set when the video is an episode: named under its series' title, the next one offered at its end. */
  episode?: PlayingEpisode;
  /** The profile's setting: whether the next episode plays by itself. */
  autoplay?: boolean;
  /** The member, whose Continue Watching is refreshed after leaving. */
  viewerId: string;
  onUnauthorized: () => void;
  /** The video host's player by default. */
  createPlayer?: CreatePlayer;
};

/** The film full screen with its own overlays: facts and Close above, the controls below. */
export function PlayerScreen({
  video,
  episode,
  autoplay = true,
  viewerId,
  onUnauthorized,
  createPlayer,
}: PlayerScreenProps) {
  useDocumentTitle(episode ? `${video.title} ${episode.label}` : video.title);
  const goBack = useGoBack();
  const rootRef = useRef<HTMLDivElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);

  const player = usePlayer(video, stageRef, createPlayer);
  useProgressSaver({
    videoId: video.id,
    playing: player.playing,
    readPosition: player.readPosition,
    viewerId,
    onUnauthorized,
  });
  const nextEpisode = useNextEpisode({
    episode,
    time: player.currentTime,
    duration: player.duration,
    ended: player.ended,
    autoplay,
  });
  const { fullscreen, toggleFullscreen } = useFullscreen(rootRef);
  const [episodesOpen, setEpisodesOpen] = useState(false);
  // The controls stay while the episodes panel is open: it is chosen from, not watched through.
  const overlay = useIdleOverlay(player.playing && player.status === 'ready' && !episodesOpen);
  usePlayerShortcuts({
    onKey: overlay.reveal,
    togglePlay: player.togglePlay,
    toggleMute: player.toggleMute,
    toggleFullscreen,
    seekBy: player.seekBy,
  });

  return (
    <div
      ref={rootRef}
      className={`${styles.page} ${overlay.visible ? '' : styles.idle}`}
      data-controls={overlay.visible ? 'shown' : 'hidden'}
      onMouseMove={overlay.reveal}
      onPointerDown={overlay.reveal}
      onFocus={overlay.reveal}
    >
      <div ref={stageRef} className={styles.stage} />
      {/* Above the iframe, which would otherwise swallow the mouse: moves show the controls, a click plays or pauses. */}
      <div
        className={styles.shield}
        aria-hidden="true"
        onClick={() => (overlay.visible ? player.togglePlay() : undefined)}
      />

      {player.status === 'loading' && (
        <div className={styles.centre}>
          <Spinner label="Loading the player" />
        </div>
      )}
      {player.status === 'failed' && (
        <div className={styles.centre}>
          <div role="alert" className={styles.notice}>
            {/* The film's title stays the page's heading, in the overlay above. */}
            <h2 className={styles.noticeTitle}>The player could not load.</h2>
            <p className={styles.noticeText}>Check your connection and try again.</p>
            <div className={styles.noticeActions}>
              <Button size="lg" onClick={player.retry}>
                Retry
              </Button>
              <Button size="lg" variant="secondary" onClick={goBack}>
                Go Back
              </Button>
            </div>
          </div>
        </div>
      )}

      {nextEpisode.offer && (
        <aside className={styles.endCard} aria-labelledby="next-episode-heading">
          <p id="next-episode-heading" className={styles.nextHeading} role="status">
            {nextEpisode.offer.secondsLeft === null
              ? 'Next episode'
              : `Next episode in ${nextEpisode.offer.secondsLeft}`}
          </p>
          <p className={styles.nextTitle}>
            <span>{nextEpisode.offer.next.label}</span> {nextEpisode.offer.next.title}
          </p>
          <div className={styles.nextActions}>
            <Button onClick={nextEpisode.playNow}>Play now</Button>
            <Button variant="secondary" onClick={nextEpisode.cancel}>
              Cancel
            </Button>
          </div>
        </aside>
      )}

      {player.ended && !episode && (
        <aside className={styles.endCard} aria-labelledby="rate-film-heading">
          <p id="rate-film-heading" className={styles.nextHeading}>
            What did you think of {video.title}?
          </p>
          <RatingButtons title={video} />
        </aside>
      )}

      {episode && episodesOpen && <EpisodesPanel episode={episode} onClose={() => setEpisodesOpen(false)} />}

      <div className={styles.overlays}>
        <header className={styles.top}>
          <button type="button" className={styles.iconButton} aria-label="Close player" onClick={goBack}>
            <CloseIcon width={28} height={28} />
          </button>
          <div className={styles.info}>
            <h1 className={styles.title}>{video.title}</h1>
            {episode && (
              <p className={styles.episode}>
                <span>{episode.label}</span> {episode.title}
              </p>
            )}
            <FilmFacts video={video} className={styles.facts} />
            {video.description && <p className={styles.description}>{video.description}</p>}
          </div>
        </header>

        {player.status === 'ready' && (
          <PlayerControls
            playing={player.playing}
            muted={player.muted}
            fullscreen={fullscreen}
            time={player.currentTime}
            duration={player.duration}
            onSeek={player.seekTo}
            onTogglePlay={player.togglePlay}
            onToggleMute={player.toggleMute}
            onToggleFullscreen={toggleFullscreen}
            onToggleEpisodes={episode ? () => setEpisodesOpen((open) => !open) : undefined}
            episodesOpen={episodesOpen}
          />
        )}
      </div>
    </div>
  );
}
