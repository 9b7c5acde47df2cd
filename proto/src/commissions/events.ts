import { z } from 'zod';
import { video } from '../catalogue/video';
import { defineEvent } from '../shared/envelope';
import { FILM_REQUEST_STATUSES, filmRequestFields } from './film-request';

/** A paid request was saved (its version is 1); `occurredAt` is when. */
export const filmRequestSubmitted = defineEvent(
  'commissions.film_request.submitted',
  z.object({
    requestId: z.string(),
    userId: z.string(),
    paymentIntentId: z.string(),
    request: filmRequestFields,
    paidAt: z.iso.datetime(),
  }),
);

/** The studio moved a request on. */
export const filmRequestStatusChanged = defineEvent(
  'commissions.film_request.status_changed',
  z.object({
    requestId: z.string(),
    userId: z.string(),
    from: z.enum(FILM_REQUEST_STATUSES),
    status: z.enum(FILM_REQUEST_STATUSES),
    /** Increases with every change, so consumers can ignore repeated or late deliveries. */
    version: z.number().int().positive(),
  }),
);

/**
 * The studio delivered the film a request paid for, or delivered it again (a corrected link): a
 * private film of the requesting account (`userId`), the same id each time. Readers keep the
 * highest `version`.
 */
export const filmRequestDelivered = defineEvent(
  'commissions.film_request.delivered',
  z.object({
    requestId: z.string(),
    userId: z.string(),
    /** in_production the first time, delivered when the film is delivered again. */
    from: z.enum(FILM_REQUEST_STATUSES),
    film: video,
    version: z.number().int().positive(),
  }),
);
