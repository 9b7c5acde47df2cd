import { useCallback, useEffect, useRef, useState, type ChangeEvent, type CSSProperties } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { PROGRESS_SAVE_INTERVAL_MS, type WatchProgressBody } from '@cinevia/proto';
import { Button, CloseIcon, PlayIcon, Spinner, useDocumentTitle, useGoBack } from '@cinevia/ui';
import { formatRating } from '../../catalogue';
import { saveWatchProgress } from '../api/saveWatchProgress';
import type { WatchVideo } from '../api/useWatchRoute';
import { createIframePlayer } from '../api/youtubeIframePlayer';
import type { PlaybackState, VideoPlayer } from '../types/videoPlayer';
import { formatPlaybackTime } from '../utils/formatPlaybackTime';
import { parseDurationText } from '../utils/parseDurationText';
import { resumePosition } from '../utils/resumePosition';
import { ExitFullscreenIcon, FullscreenIcon, MutedIcon, PauseIcon, VolumeIcon } from './PlayerIcons';
import styles from './WatchPage.module.css';

/** Spec section 9: the overlays fade after this long without the mouse moving. */
const CONTROLS_HIDE_MS = 3_000;
/** How often the clock and the progress bar follow the player. */
const CLOCK_TICK_MS = 250;
const KEYBOARD_SEEK_SECONDS = 10;

type PlayerScreenProps = {
  video: WatchVideo;
  /** The member, whose Continue Watching is refreshed after leaving. */
  viewerId: string;
  onUnauthorized: () => void;
};

/** The film full screen with its own overlays: facts and Close above, the controls below. */
export function PlayerScreen({ video, viewerId, onUnauthorized }: PlayerScreenProps) {
  useDocumentTitle(video.title);
  const goBack = useGoBack();
  const client = useApolloClient();

  const rootRef = useRef<HTMLDivElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const playerRef = useRef<VideoPlayer | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [playback, setPlayback] = useState<PlaybackState>('unstarted');
  const [muted, setMuted] = useState(false);
  const [fullscreen, setFullscreen] = useState(false);
  const [playerDuration, setPlayerDuration] = useState(0);
  const [currentTime, setCurrentTime] = useState(() => resumePosition(video.progress));
  // The latest position for the saves, which run outside React's render.
  const positionRef = useRef(currentTime);
  const durationRef = useRef(0);

  const duration = playerDuration > 0 ? playerDuration : parseDurationText(video.duration);
  useEffect(() => {
    durationRef.current = duration;
  }, [duration]);

  const followPlayer = useCallback((player: VideoPlayer) => {
    const time = player.getCurrentTime();
    positionRef.current = time;
    setCurrentTime(time);
    const reported = player.getDuration();
    if (reported > 0) setPlayerDuration(reported);
  }, []);

  // One player per film (and per Retry), started where the member stopped.
  useEffect(() => {
    const stage = stageRef.current;
    if (!stage) return;
    setStatus('loading');
    const player = createIframePlayer(stage, {
      onReady: () => {
        setStatus('ready');
        setMuted(player.isMuted());
        followPlayer(player);
      },
      onStateChange: (state) => {
        setPlayback(state);
        followPlayer(player);
      },
      onError: (reason) => {
        console.error('The player could not play the film', reason);
        setStatus('failed');
      },
    });
    playerRef.current = player;
    player.load(video.youtubeId, positionRef.current);
    return () => {
      // Remember the position for the leave-save below, which may run after this.
      if (player.getCurrentTime() > 0) positionRef.current = player.getCurrentTime();
      player.destroy();
      playerRef.current = null;
    };
  }, [video.youtubeId, attempt, followPlayer]);

  useEffect(() => {
    if (playback !== 'playing') return;
    const ticker = window.setInterval(() => {
      if (playerRef.current) followPlayer(playerRef.current);
    }, CLOCK_TICK_MS);
    return () => window.clearInterval(ticker);
  }, [playback, followPlayer]);

  const snapshot = useCallback((): WatchProgressBody | null => {
    const progress = positionRef.current;
    if (!(progress > 0)) return null;
    // The text duration is a rounded guess; the server refuses progress past the duration.
    return { videoId: video.id, progress, duration: Math.max(durationRef.current, progress) };
  }, [video.id]);

  // Spec section 4: every 10 s while playing, once the film has started.
  useEffect(() => {
    if (playback !== 'playing') return;
    const saver = window.setInterval(() => {
      if (playerRef.current) followPlayer(playerRef.current);
      const body = snapshot();
      if (!body) return;
      saveWatchProgress(body, { leaving: false })
        .then((response) => {
          if (response.status === 401) onUnauthorized();
          else if (!response.ok)
            console.error(`Could not save watch progress (${response.status}); the next save will try again`);
        })
        .catch((error: unknown) => console.error('Could not save watch progress; the next save will try again', error));
    }, PROGRESS_SAVE_INTERVAL_MS);
    return () => window.clearInterval(saver);
  }, [playback, snapshot, followPlayer, onUnauthorized]);

  // One more save on leaving, whether by navigation (unmount) or by closing the tab (pagehide).
  useEffect(() => {
    let lastSaved: number | null = null;
    const saveOnLeave = () => {
      const body = snapshot();
      if (!body || body.progress === lastSaved) return;
      lastSaved = body.progress;
      saveWatchProgress(body, { leaving: true })
        .then((response) => {
          if (!response.ok) console.error(`Could not save watch progress on leaving: ${response.status}`);
        })
        .catch((error: unknown) => console.error('Could not save watch progress on leaving', error))
        .finally(() => {
          // Continue Watching is asked for again the next time a page shows it.
          const member = client.cache.identify({ __typename: 'User', id: viewerId });
          client.cache.evict({ id: member, fieldName: 'continueWatching' });
          client.cache.evict({ id: member, fieldName: 'watchProgress' });
          client.cache.gc();
        });
    };
    window.addEventListener('pagehide', saveOnLeave);
    return () => {
      window.removeEventListener('pagehide', saveOnLeave);
      saveOnLeave();
    };
  }, [snapshot, client, viewerId]);

  // Overlays: shown on arrival, on mouse movement, a key or focus; hidden 3 s later while playing.
  const [controlsShown, setControlsShown] = useState(true);
  const hideTimer = useRef<number | undefined>(undefined);
  const hideControlsLater = useCallback(() => {
    window.clearTimeout(hideTimer.current);
    hideTimer.current = window.setTimeout(() => setControlsShown(false), CONTROLS_HIDE_MS);
  }, []);
  const revealControls = useCallback(() => {
    setControlsShown(true);
    hideControlsLater();
  }, [hideControlsLater]);
  useEffect(() => {
    hideControlsLater();
    return () => window.clearTimeout(hideTimer.current);
  }, [hideControlsLater]);
  const overlaysVisible = controlsShown || playback !== 'playing' || status !== 'ready';

  const togglePlay = useCallback(() => {
    const player = playerRef.current;
    if (!player) return;
    if (playback === 'playing') player.pause();
    else player.play();
  }, [playback]);

  const toggleMute = useCallback(() => {
    const player = playerRef.current;
    if (!player) return;
    if (muted) player.unmute();
    else player.mute();
    setMuted(!muted);
  }, [muted]);

  const toggleFullscreen = useCallback(() => {
    if (document.fullscreenElement) {
      document.exitFullscreen().catch((error: unknown) => console.error('Could not leave full screen', error));
    } else {
      rootRef.current
        ?.requestFullscreen()
        .catch((error: unknown) => console.error('Full screen is not available', error));
    }
  }, []);

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const seekTo = useCallback((seconds: number) => {
    const player = playerRef.current;
    if (!player) return;
    player.seekTo(seconds);
    positionRef.current = seconds;
    setCurrentTime(seconds);
  }, []);

  // Keys: Space or K plays and pauses, M mutes, F fills the screen, arrows jump 10 s.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      revealControls();
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target as HTMLElement | null;
      const onControl = Boolean(target?.closest('button, input, a'));
      const key = event.key.toLowerCase();
      if ((key === ' ' && !onControl) || key === 'k') togglePlay();
      else if (key === 'm') toggleMute();
      else if (key === 'f') toggleFullscreen();
      else if (!onControl && (key === 'arrowleft' || key === 'arrowright')) {
        const step = key === 'arrowleft' ? -KEYBOARD_SEEK_SECONDS : KEYBOARD_SEEK_SECONDS;
        seekTo(Math.min(Math.max(positionRef.current + step, 0), durationRef.current || Infinity));
      } else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [revealControls, togglePlay, toggleMute, toggleFullscreen, seekTo]);

  const facts = [video.year, video.duration, formatRating(video.rating)].filter(Boolean);
  const playing = playback === 'playing';
  const shownTime = Math.min(currentTime, duration || currentTime);

  return (
    <div
      ref={rootRef}
      className={`${styles.page} ${overlaysVisible ? '' : styles.idle}`}
      data-controls={overlaysVisible ? 'shown' : 'hidden'}
      onMouseMove={revealControls}
      onPointerDown={revealControls}
      onFocus={revealControls}
    >
      <div ref={stageRef} className={styles.stage} />
      {/* Above the iframe, which would otherwise swallow the mouse: moves show the controls, a click plays or pauses. */}
      <div className={styles.shield} aria-hidden="true" onClick={() => (overlaysVisible ? togglePlay() : undefined)} />

      {status === 'loading' && (
        <div className={styles.centre}>
          <Spinner label="Loading the player" />
        </div>
      )}
      {status === 'failed' && (
        <div className={styles.centre}>
          <div role="alert" className={styles.notice}>
            {/* The film's title stays the page's heading, in the overlay above. */}
            <h2 className={styles.noticeTitle}>The player could not load.</h2>
            <p className={styles.noticeText}>Check your connection and try again.</p>
            <div className={styles.noticeActions}>
              <Button size="lg" onClick={() => setAttempt((count) => count + 1)}>
                Retry
              </Button>
              <Button size="lg" variant="secondary" onClick={goBack}>
                Go Back
              </Button>
            </div>
          </div>
        </div>
      )}

      <div className={styles.overlays}>
        <header className={styles.top}>
          <button type="button" className={styles.iconButton} aria-label="Close player" onClick={goBack}>
            <CloseIcon width={28} height={28} />
          </button>
          <div className={styles.info}>
            <h1 className={styles.title}>{video.title}</h1>
            {facts.length > 0 && (
              <p className={styles.facts}>
                {facts.map((fact, index) => (
                  <span key={index}>{fact}</span>
                ))}
              </p>
            )}
            {video.description && <p className={styles.description}>{video.description}</p>}
          </div>
        </header>

        {status === 'ready' && (
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
              onChange={(event: ChangeEvent<HTMLInputElement>) => seekTo(Number(event.target.value))}
            />
            <div className={styles.controls}>
              <button
                type="button"
                className={styles.iconButton}
                aria-label={playing ? 'Pause' : 'Play'}
                onClick={togglePlay}
              >
                {playing ? <PauseIcon /> : <PlayIcon width={24} height={24} />}
              </button>
              <button
                type="button"
                className={styles.iconButton}
                aria-label={muted ? 'Unmute' : 'Mute'}
                onClick={toggleMute}
              >
                {muted ? <MutedIcon /> : <VolumeIcon />}
              </button>
              <p className={styles.time}>
                <span>{formatPlaybackTime(shownTime)}</span>
                <span aria-hidden="true"> / </span>
                <span className="visually-hidden"> of </span>
                <span>{formatPlaybackTime(duration)}</span>
              </p>
              <button
                type="button"
                className={`${styles.iconButton} ${styles.end}`}
                aria-label={fullscreen ? 'Exit fullscreen' : 'Fullscreen'}
                onClick={toggleFullscreen}
              >
                {fullscreen ? <ExitFullscreenIcon /> : <FullscreenIcon />}
              </button>
            </div>
          </div>
        )}
      </div>
    </div>
  );
}
