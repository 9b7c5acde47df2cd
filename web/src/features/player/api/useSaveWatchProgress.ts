import { useCallback } from 'react';
import { gql, type TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import type { WatchProgressBody } from '@cinevia/proto';

type SaveWatchProgressData = {
  saveWatchProgress: { videoId: string; progress: number; duration: number; updatedAt: string };
};
type SaveWatchProgressVariables = { input: WatchProgressBody };

export const SAVE_WATCH_PROGRESS: TypedDocumentNode<SaveWatchProgressData, SaveWatchProgressVariables> = gql`
  mutation SaveWatchProgress($input: SaveWatchProgressInput!) {
    saveWatchProgress(input: $input) {
      videoId
      progress
      duration
      updatedAt
    }
  }
`;

/** Stores where the member is in a film (the periodic save while playing). Rejects on failure. */
export function useSaveWatchProgress(): (input: WatchProgressBody) => Promise<unknown> {
  const [save] = useMutation(SAVE_WATCH_PROGRESS);
  return useCallback((input: WatchProgressBody) => save({ variables: { input } }), [save]);
}

/**
 * The save on leaving the page (unmount or `pagehide`). `keepalive` lets the request outlive the
 * page; `navigator.sendBeacon` cannot, because it cannot send JSON with its content type reliably.
 */
export function saveProgressOnLeave(input: WatchProgressBody): Promise<Response> {
  return fetch('/api/watch-progress', {
    method: 'POST',
    credentials: 'include',
    keepalive: true,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(input),
  });
}
