import { z } from 'zod';
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
