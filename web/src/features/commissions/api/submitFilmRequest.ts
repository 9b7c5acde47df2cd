import type { FilmRequestBody, FilmRequestFields } from '@cinevia/proto';
import { apiRequest } from '@cinevia/ui';

/** What the server answers with: the saved request (the rest of its fields are not read here). */
export type SavedFilmRequest = { id: string; status: string; title: string };

/**
 * POST /api/film-requests, only after the provider reported the payment succeeded. The server keys
 * the request on the payment intent, so sending the same one again returns the same request.
 */
export async function submitFilmRequest(fields: FilmRequestFields, paymentIntentId: string): Promise<SavedFilmRequest> {
  const body: FilmRequestBody = { ...fields, paymentStatus: 'paid', stripePaymentIntentId: paymentIntentId };
  const response = await apiRequest('POST', '/api/film-requests', body);
  return (await response.json()) as SavedFilmRequest;
}
