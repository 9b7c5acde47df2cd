import type { WatchProgressBody } from '@cinevia/proto';

/**
 * Stores where the member is in a film: `POST /api/watch-progress`, for the periodic saves and the
 * one on leaving alike (the gateway answers it once JetStream holds the save, with no GraphQL hop).
 * `savedAt` is this tab's clock, so the newest save wins however late an older one arrives.
 * `keepalive` lets the save on leaving outlive the page; `navigator.sendBeacon` cannot send JSON
 * with its content type reliably.
 */
export function saveWatchProgress(
  input: Omit<WatchProgressBody, 'savedAt'>,
  options: { leaving: boolean },
): Promise<Response> {
  return fetch('/api/watch-progress', {
    method: 'POST',
    credentials: 'include',
    keepalive: options.leaving,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...input, savedAt: Date.now() }),
  });
}
