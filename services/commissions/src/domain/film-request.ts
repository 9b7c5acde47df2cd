import {
  commissionsEvents,
  COMMISSIONED_FILM_CATEGORY,
  DomainError,
  FILM_FEE_CENTS,
  youTubeThumbnail,
  type Envelope,
  type FilmDelivery,
  type FilmRequestFields,
  type FilmRequestStatus,
  type Video,
} from '@cinevia/proto';

export interface FilmRequest {
  /** The paid payment intent: one request per payment. */
  id: string;
  userId: string;
  fields: FilmRequestFields;
  status: FilmRequestStatus;
  paidAt: Date;
  createdAt: Date;
  /** 1 when submitted, one more with every change: read models keep the newest. */
  version: number;
  /** The film delivered: private to the member, its id the same on every delivery. */
  film?: Video;
}

/** What billing says of a payment, as far as a film request cares. */
export interface VerifiedPayment {
  userId: string;
  purpose: string;
  amountCents: number;
  status: string;
  paidAt: Date | null;
}

/** A request counts only with a succeeded $100 film payment of the same member. */
export function ensurePaidFilmFee(payment: VerifiedPayment | null, userId: string): Date {
  if (!payment || payment.userId !== userId || payment.purpose !== 'film' || payment.amountCents !== FILM_FEE_CENTS) {
    throw new DomainError('This is not a $100 film payment of yours.', 'PAYMENT_REQUIRED');
  }
  if (payment.status !== 'succeeded' || !payment.paidAt) {
    throw new DomainError('The payment has not gone through yet.', 'PAYMENT_REQUIRED');
  }
  return payment.paidAt;
}

export function submitFilmRequest(
  input: { paymentIntentId: string; userId: string; fields: FilmRequestFields; paidAt: Date },
  meta: { now: Date; correlationId: string },
): { request: FilmRequest; events: Envelope[] } {
  const request: FilmRequest = {
    id: input.paymentIntentId,
    userId: input.userId,
    fields: input.fields,
    status: 'submitted',
    paidAt: input.paidAt,
    createdAt: meta.now,
    version: 1,
  };
  const submitted = commissionsEvents.filmRequestSubmitted.create(
    {
      requestId: request.id,
      userId: request.userId,
      paymentIntentId: request.id,
      request: request.fields,
      paidAt: request.paidAt.toISOString(),
    },
    meta.correlationId,
    meta.now,
  );
  return { request, events: [submitted] };
}

/**
 * submitted → in production → delivered; anything not yet delivered may be cancelled. Moving to
 * delivered here is the studio's word alone; `deliverFilm` delivers with the film.
 */
const NEXT: Record<FilmRequestStatus, FilmRequestStatus[]> = {
  awaiting_payment: ['submitted', 'cancelled'],
  submitted: ['in_production', 'cancelled'],
  in_production: ['delivered', 'cancelled'],
  delivered: [],
  cancelled: [],
};

/** The move and the event announcing it; moving to where it already is changes nothing. */
export function moveTo(
  request: FilmRequest,
  status: FilmRequestStatus,
  meta: { now: Date; correlationId: string },
): { request: FilmRequest; events: Envelope[] } {
  if (request.status === status) return { request, events: [] };
  if (!NEXT[request.status].includes(status)) {
    throw new DomainError(
      `A ${request.status.replace('_', ' ')} request cannot become ${status.replace('_', ' ')}.`,
      'CONFLICT',
    );
  }
  const moved = { ...request, status, version: request.version + 1 };
  const changed = commissionsEvents.filmRequestStatusChanged.create(
    { requestId: moved.id, userId: moved.userId, from: request.status, status, version: moved.version },
    meta.correlationId,
    meta.now,
  );
  return { request: moved, events: [changed] };
}

/**
 * The studio delivers the film a request in production paid for, or delivers it again (a corrected
 * link): a private film of the member, with the id it got the first time (`newFilmId` otherwise)
 * and its first delivery's date, so the member's progress and My List keep it. The same film again
 * changes nothing.
 */
export function deliverFilm(
  request: FilmRequest,
  delivery: FilmDelivery,
  meta: { now: Date; correlationId: string; newFilmId: () => string },
): { request: FilmRequest; events: Envelope[] } {
  if (request.status !== 'in_production' && request.status !== 'delivered') {
    throw new DomainError(`A ${request.status.replace('_', ' ')} request cannot be delivered.`, 'CONFLICT');
  }
  const film: Video = {
    id: request.film?.id ?? meta.newFilmId(),
    title: delivery.title,
    description: delivery.description,
    youtubeId: delivery.youtubeId,
    thumbnailUrl: youTubeThumbnail(delivery.youtubeId),
    duration: delivery.duration,
    year: null,
    rating: null,
    genre: delivery.genre,
    category: COMMISSIONED_FILM_CATEGORY,
    maturityRating: delivery.maturityRating,
    isFeatured: false,
    createdAt: request.film?.createdAt ?? meta.now.toISOString(),
  };
  if (request.film && JSON.stringify(request.film) === JSON.stringify(film)) return { request, events: [] };
  const delivered: FilmRequest = { ...request, status: 'delivered', film, version: request.version + 1 };
  const event = commissionsEvents.filmRequestDelivered.create(
    { requestId: request.id, userId: request.userId, from: request.status, film, version: delivered.version },
    meta.correlationId,
    meta.now,
  );
  return { request: delivered, events: [event] };
}
