import { z } from 'zod';
import { video } from '../catalogue/video';
import { authUser } from '../identity/auth';
import { FILM_REQUEST_STATUSES, filmRequestFields } from './film-request';

const {
  specialEffects: _effects,
  inspiration: _inspiration,
  additionalNotes: _notes,
  ...required
} = filmRequestFields.shape;

/**
 * A film request as the REST paths return it (POST /api/film-requests, PUT
 * /api/admin/film-requests/{id}/status): its id is the payment intent that paid for it, and the
 * optional fields left blank are null.
 */
export const filmRequestView = z.object({
  id: z.string(),
  status: z.enum(FILM_REQUEST_STATUSES),
  ...required,
  specialEffects: z.string().nullable(),
  inspiration: z.string().nullable(),
  additionalNotes: z.string().nullable(),
  paidAt: z.iso.datetime(),
  createdAt: z.iso.datetime(),
});
export type FilmRequestView = z.infer<typeof filmRequestView>;

/** GET /api/admin/film-requests items: the request and who asked for it. */
export const adminFilmRequestView = filmRequestView.extend({
  member: authUser.pick({ id: true, email: true, firstName: true, lastName: true }),
});

/**
 * GET /api/my-films items: each of the member's requests, newest first, with where it stands and,
 * once delivered, its film (the member's own).
 */
export const myFilmView = filmRequestView
  .pick({
    id: true,
    status: true,
    title: true,
    genre: true,
    duration: true,
    targetAudience: true,
    timeline: true,
    style: true,
    tone: true,
    paidAt: true,
    createdAt: true,
  })
  .extend({ film: video.nullable() });
