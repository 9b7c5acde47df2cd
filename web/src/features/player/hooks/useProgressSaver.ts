import { useCallback, useEffect } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { PROGRESS_SAVE_INTERVAL_MS, type WatchProgressBody } from '@cinevia/proto';
import { saveWatchProgress } from '../api/saveWatchProgress';

type ProgressSaverOptions = {
  videoId: string;
  playing: boolean;
  /** Where the film is and its length, in seconds (usePlayer's). */
  readPosition: () => { progress: number; duration: number };
  /** The member, whose Continue Watching is asked for again after leaving. */
  viewerId: string;
  onUnauthorized: () => void;
};

/**
 * Saves where the member is in the film (spec section 4): every 10 s while it plays, and once more
 * on leaving, by navigation (unmount) or by closing the tab (pagehide).
 */
export function useProgressSaver({ videoId, playing, readPosition, viewerId, onUnauthorized }: ProgressSaverOptions) {
  const client = useApolloClient();

  const snapshot = useCallback((): WatchProgressBody | null => {
    const { progress, duration } = readPosition();
    // Without a length a place means nothing: taken as the whole, a moment in would count as watched.
    if (!(progress > 0) || !(duration > 0)) return null;
    // The text duration is a rounded guess; the server refuses progress past the duration.
    return { videoId, progress, duration: Math.max(duration, progress) };
  }, [videoId, readPosition]);

  useEffect(() => {
    if (!playing) return;
    const saver = window.setInterval(() => {
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
  }, [playing, snapshot, onUnauthorized]);

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
}
