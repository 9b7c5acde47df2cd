import { useCallback, useEffect, useRef, useState } from 'react';
import { serverMessage } from '@cinevia/ui';
import { responseStatus } from '../../../api/responseStatus';
import type { PendingFilmRequest } from '../utils/pendingFilmRequest';
import { submitFilmRequest, type SavedFilmRequest } from './submitFilmRequest';

/** Waits between automatic tries after a failed save; then the member's Try Again button is left. */
const RETRY_DELAYS_MS = [2_000, 5_000, 10_000];

/** Between tries and after the last: the server's words and the failed request (for its reference), if one failed here. */
export type SaveState =
  | { state: 'saving' }
  | { state: 'waiting'; message: string; error?: unknown }
  | { state: 'stopped'; message: string; error: unknown };

/** The server's words, or what to say when it sent none. */
export function saveErrorMessage(error: unknown): string {
  return serverMessage(error) ?? 'An error occurred during payment';
}

/** A failure that may pass by itself: no answer (network), or the server's own trouble (5xx). */
function isTransient(error: unknown): boolean {
  const status = responseStatus(error);
  return status === undefined || status >= 500;
}

/**
 * Saves a paid request, retrying transient failures with growing waits. `delayFirst` waits before
 * the first try (the caller has just seen one fail). `retry` starts over at once.
 */
export function useSaveFilmRequest(
  pending: PendingFilmRequest,
  { delayFirst, onSaved }: { delayFirst: boolean; onSaved: (request: SavedFilmRequest) => void },
): { save: SaveState; retry: () => void } {
  const [round, setRound] = useState(0);
  // Read when a save settles, so a new callback does not restart the tries.
  const onSavedRef = useRef(onSaved);
  useEffect(() => {
    onSavedRef.current = onSaved;
  }, [onSaved]);
  const [save, setSave] = useState<SaveState>(delayFirst ? { state: 'waiting', message: '' } : { state: 'saving' });

  useEffect(() => {
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;

    async function attempt(tries: number) {
      setSave({ state: 'saving' });
      try {
        const request = await submitFilmRequest(pending.fields, pending.paymentIntentId);
        if (!cancelled) onSavedRef.current(request);
      } catch (error) {
        if (cancelled) return;
        console.error('Could not save the paid film request', error);
        const message = saveErrorMessage(error);
        const delay = RETRY_DELAYS_MS[tries];
        if (isTransient(error) && delay !== undefined) {
          setSave({ state: 'waiting', message, error });
          timer = setTimeout(() => void attempt(tries + 1), delay);
        } else {
          setSave({ state: 'stopped', message, error });
        }
      }
    }

    const firstDelay = round === 0 && delayFirst ? RETRY_DELAYS_MS[0] : undefined;
    if (firstDelay === undefined) void attempt(0);
    else timer = setTimeout(() => void attempt(1), firstDelay);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [pending, round, delayFirst]);

  const retry = useCallback(() => setRound((count) => count + 1), []);
  return { save, retry };
}
