import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { createIframePlayer } from '../api/youtubeIframePlayer';
import type { PlaybackState, VideoPlayer, VideoPlayerEvents } from '../types/videoPlayer';
import { parseDurationText } from '../utils/parseDurationText';
import { resumePosition } from '../utils/resumePosition';

/** How often the clock and the progress bar follow the player. */
const CLOCK_TICK_MS = 250;

/** Makes the player inside `stage` (the video host's IFrame player; another in tests). */
export type CreatePlayer = (stage: HTMLElement, events: VideoPlayerEvents) => VideoPlayer;

type PlayerFilm = {
  youtubeId: string;
  /** Where the member stopped last time, if anywhere. */
  progress: Parameters<typeof resumePosition>[0];
  /** The catalogue's length ('1h 45m'), until the player knows the real one. */
  duration: string | null | undefined;
};

/**
 * One player per film (and per Retry) in `stage`, started where the member stopped, and what the
 * screen shows of it: whether it loaded, plays, is muted, the time and the length.
 */
export function usePlayer(
  film: PlayerFilm,
  stage: RefObject<HTMLElement | null>,
  createPlayer: CreatePlayer = createIframePlayer,
) {
  const playerRef = useRef<VideoPlayer | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [playback, setPlayback] = useState<PlaybackState>('unstarted');
  const [muted, setMuted] = useState(false);
  const [playerDuration, setPlayerDuration] = useState(0);
  const [currentTime, setCurrentTime] = useState(() => resumePosition(film.progress));
  // The latest position and length for the saves, which run outside React's render.
  const positionRef = useRef(currentTime);
  const durationRef = useRef(0);

  const duration = playerDuration > 0 ? playerDuration : parseDurationText(film.duration);
  useEffect(() => {
    durationRef.current = duration;
  }, [duration]);

  const follow = useCallback((player: VideoPlayer) => {
    const time = player.getCurrentTime();
    positionRef.current = time;
    setCurrentTime(time);
    const reported = player.getDuration();
    if (reported > 0) {
      // At once for a save on leaving, which may run before the render this asks for.
      durationRef.current = reported;
      setPlayerDuration(reported);
    }
  }, []);

  useEffect(() => {
    const element = stage.current;
    if (!element) return;
    const player = createPlayer(element, {
      onReady: () => {
        setStatus('ready');
        setMuted(player.isMuted());
        follow(player);
      },
      onStateChange: (state) => {
        setPlayback(state);
        follow(player);
      },
      onError: (reason) => {
        console.error('The player could not play the film', reason);
        setStatus('failed');
      },
    });
    playerRef.current = player;
    player.load(film.youtubeId, positionRef.current);
    return () => {
      // Remember the position for a save on leaving, which may run after this.
      if (player.getCurrentTime() > 0) positionRef.current = player.getCurrentTime();
      player.destroy();
      playerRef.current = null;
    };
  }, [film.youtubeId, attempt, follow, stage, createPlayer]);

  const playing = playback === 'playing';
  useEffect(() => {
    if (!playing) return;
    const ticker = window.setInterval(() => {
      if (playerRef.current) follow(playerRef.current);
    }, CLOCK_TICK_MS);
    return () => window.clearInterval(ticker);
  }, [playing, follow]);

  /** Where the film is now (asked of the player while there is one) and its length, in seconds. */
  const readPosition = useCallback(() => {
    if (playerRef.current) follow(playerRef.current);
    return { progress: positionRef.current, duration: durationRef.current };
  }, [follow]);

  const togglePlay = useCallback(() => {
    if (playing) playerRef.current?.pause();
    else playerRef.current?.play();
  }, [playing]);

  const toggleMute = useCallback(() => {
    const player = playerRef.current;
    if (!player) return;
    if (muted) player.unmute();
    else player.mute();
    setMuted(!muted);
  }, [muted]);

  const seekTo = useCallback((seconds: number) => {
    const player = playerRef.current;
    if (!player) return;
    player.seekTo(seconds);
    positionRef.current = seconds;
    setCurrentTime(seconds);
  }, []);

  /** Jumps `seconds` forward (or back, when negative), within the film. */
  const seekBy = useCallback(
    (seconds: number) => seekTo(Math.min(Math.max(positionRef.current + seconds, 0), durationRef.current || Infinity)),
    [seekTo],
  );

  /** Another player, after one failed (the screen is keyed by film, so a new film mounts afresh). */
  const retry = useCallback(() => {
    setStatus('loading');
    setAttempt((count) => count + 1);
  }, []);

  const ended = playback === 'ended';
  return {
    status,
    playing,
    ended,
    muted,
    currentTime,
    duration,
    readPosition,
    togglePlay,
    toggleMute,
    seekTo,
    seekBy,
    retry,
  };
}
