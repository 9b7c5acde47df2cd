import { FILM_REQUEST_TABS, type FilmRequestFields } from '@cinevia/proto';

/** A film request whose $100 payment succeeded but which the server has not confirmed saving yet. */
export type PendingFilmRequest = { memberId: string; paymentIntentId: string; fields: FilmRequestFields };

const KEY = 'cinevia.pendingFilmRequest';
const FIELDS: readonly string[] = Object.values(FILM_REQUEST_TABS).flat();

/**
 * What this tab stored, checked by hand (zod is not loaded with the page): the ids, and the fields
 * as text. The server checks every field again when the request is saved.
 */
function readStored(value: unknown): PendingFilmRequest | null {
  if (typeof value !== 'object' || value === null) return null;
  const { memberId, paymentIntentId, fields } = value as Record<string, unknown>;
  if (typeof memberId !== 'string' || typeof paymentIntentId !== 'string') return null;
  if (typeof fields !== 'object' || fields === null) return null;
  const entries = Object.entries(fields);
  if (!entries.every(([field, text]) => FIELDS.includes(field) && (text === undefined || typeof text === 'string'))) {
    return null;
  }
  return { memberId, paymentIntentId, fields: fields as FilmRequestFields };
}

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
    const pending = readStored(JSON.parse(raw));
    return pending?.memberId === memberId ? pending : null;
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
