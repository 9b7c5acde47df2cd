import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { PlayingEpisode } from '../api/useWatchRoute';

/** The next episode is offered in an episode's last 20 seconds, and plays 10 seconds after. */
export const NEXT_EPISODE_OFFER_S = 20;
export const NEXT_EPISODE_COUNTDOWN_S = 10;

type NextEpisodeInput = {
  /** Undefined for a film: nothing follows it. */
  episode: PlayingEpisode | undefined;
  time: number;
  /** 0 while the player cannot tell: the offer then waits for the end. */
  duration: number;
  ended: boolean;
  /** The profile's setting: off, the next episode is offered without a countdown. */
  autoplay: boolean;
};

/**
 * Near an episode's end, the next one counts down and then plays in this page (Back then returns to
 * where the member came from, not to the episode before); Cancel stops it for this episode. With
 * autoplay off it is only offered. The series' last episode ends on the series page.
 */
export function useNextEpisode({ episode, time, duration, ended, autoplay }: NextEpisodeInput) {
  const navigate = useNavigate();
  const [cancelled, setCancelled] = useState(false);
  const [secondsLeft, setSecondsLeft] = useState(NEXT_EPISODE_COUNTDOWN_S);
  const nearEnd = ended || (duration > 0 && duration - time <= NEXT_EPISODE_OFFER_S);
  const next = episode?.next ?? null;
  const offered = next !== null && nearEnd && !cancelled;

  const playNow = useCallback(() => {
    if (next) navigate(`/watch/${encodeURIComponent(next.id)}`, { replace: true });
  }, [navigate, next]);

  // Each offer counts from the top (React's way to reset state when an input changes: during render).
  const [counting, setCounting] = useState(offered);
  if (counting !== offered) {
    setCounting(offered);
    setSecondsLeft(NEXT_EPISODE_COUNTDOWN_S);
  }

  const counts = offered && autoplay;
  useEffect(() => {
    if (!counts) return;
    const ticker = window.setInterval(() => setSecondsLeft((left) => left - 1), 1_000);
    return () => window.clearInterval(ticker);
  }, [counts]);

  useEffect(() => {
    if (counts && secondsLeft <= 0) playNow();
  }, [counts, secondsLeft, playNow]);

  const seriesId = episode?.seriesId;
  const lastEnded = ended && episode !== undefined && next === null;
  useEffect(() => {
    if (lastEnded && seriesId) navigate(`/series/${encodeURIComponent(seriesId)}`, { replace: true });
  }, [lastEnded, seriesId, navigate]);

  return {
    /** The next episode offered, and the seconds before it plays (null: it waits for the member). */
    offer: offered ? { next, secondsLeft: autoplay ? Math.max(secondsLeft, 0) : null } : null,
    playNow,
    cancel: useCallback(() => setCancelled(true), []),
  };
}
