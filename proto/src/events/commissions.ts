import { z } from 'zod';
import { filmRequestFields } from '../commissions/film-request';
import { defineEvent } from './envelope';

export const filmRequestSubmitted = defineEvent(
  'commissions.film_request.submitted',
  z.object({ requestId: z.string(), userId: z.string(), paymentIntentId: z.string(), request: filmRequestFields }),
);
