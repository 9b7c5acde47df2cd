import { filmRequestFields, type FilmRequestFields } from '@cinevia/proto';
import { z } from 'zod';

/** A film request whose $100 payment succeeded but which the server has not confirmed saving yet. */
export type PendingFilmRequest = { memberId: string; paymentIntentId: string; fields: FilmRequestFields };

const KEY = 'cinevia.pendingFilmRequest';
const stored = z.object({ memberId: z.string(), paymentIntentId: z.string(), fields: filmRequestFields });

/*
 * Kept in sessionStorage from the moment the provider says "paid" until the server has saved the
 * request, so that a failed save, or a reload in the middle of one, retries instead of losing a
 * paid commission. Retrying is safe: the server saves at most one request per payment intent.
 */
export function storePendingFilmRequest(pending: PendingFilmRequest): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(pending));
  } catch (error) {
    // Storage may be full or disabled; the in-page retry still works without it.
    console.error('Could not keep the paid film request for a retry', error);
  }
}

/** The signed-in member's paid, unsaved request from this tab, if any. */
export function loadPendingFilmRequest(memberId: string): PendingFilmRequest | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const parsed = stored.safeParse(JSON.parse(raw));
    return parsed.success && parsed.data.memberId === memberId ? parsed.data : null;
  } catch (error) {
    console.error('Could not read the paid film request kept for a retry', error);
    return null;
  }
}

export function clearPendingFilmRequest(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch (error) {
    console.error('Could not clear the paid film request kept for a retry', error);
  }
}
