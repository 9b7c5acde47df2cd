import type { FilmRequestStatus } from '@cinevia/proto';

export type StatusAction = { status: FilmRequestStatus; label: string; destructive?: boolean };

/**
 * The moves the server allows from a status (submitted → in_production, or cancelled before
 * delivery), as the buttons that make them; a request in production is delivered with its film
 * ("Deliver Film"). The server still refuses any other.
 */
export function nextStatusActions(status: FilmRequestStatus): StatusAction[] {
  const cancel: StatusAction = { status: 'cancelled', label: 'Cancel Request', destructive: true };
  if (status === 'submitted') return [{ status: 'in_production', label: 'Start Production' }, cancel];
  if (status === 'in_production') return [cancel];
  return [];
}
