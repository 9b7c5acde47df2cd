import type { z } from 'zod';
import { filmForm } from '../catalogue/video';

/**
 * POST /api/admin/film-requests/{id}/deliver and GraphQL's deliverFilmRequest: the produced film, as
 * the admin's film form takes one (its YouTube link read to its id), without what only the public
 * catalogue's films have (year, rating, category, featured).
 */
export const filmDeliveryInput = filmForm.pick({
  title: true,
  description: true,
  youtubeId: true,
  duration: true,
  genre: true,
  maturityRating: true,
});
export type FilmDeliveryInput = z.input<typeof filmDeliveryInput>;
export type FilmDelivery = z.output<typeof filmDeliveryInput>;

/** A commissioned film's category: it is in no category list, row or count of the catalogue. */
export const COMMISSIONED_FILM_CATEGORY = 'other';
