import {
  catalogueEvents,
  DEFAULT_MATURITY_RATING,
  youTubeThumbnail,
  type Envelope,
  type ValidVideoInput,
  type Video,
} from '@cinevia/proto';
/** A film as stored: the public fields, with times as dates and when it last changed. */
export interface StoredVideo extends Omit<Video, 'createdAt'> {
  createdAt: Date;
  updatedAt: Date;
}

export interface Decision {
  video: StoredVideo;
  events: Envelope[];
}

/** When a change is made, and the request it is made for (its events' correlation id). */
export interface Meta {
  now: Date;
  correlationId: string;
}

export function toView(video: StoredVideo): Video {
  const { updatedAt: _updatedAt, ...fields } = video;
  return { ...fields, createdAt: video.createdAt.toISOString() };
}

/** Whether two versions of a film show the same (whatever their times of change). */
export const sameFilm = (a: StoredVideo, b: StoredVideo): boolean =>
  JSON.stringify(toView(a)) === JSON.stringify(toView(b));

/** A film as an event carries it, changed at the event's time. */
export function fromView(video: Video, changedAt: Date): StoredVideo {
  return { ...video, createdAt: new Date(video.createdAt), updatedAt: changedAt };
}

function withDerivedFields(
  input: ValidVideoInput,
  base: Pick<StoredVideo, 'id' | 'createdAt' | 'maturityRating'>,
  updatedAt: Date,
): StoredVideo {
  return {
    id: base.id,
    title: input.title,
    description: input.description,
    youtubeId: input.youtubeId,
    // Always derived on the server: a client-sent thumbnail URL is never stored.
    thumbnailUrl: youTubeThumbnail(input.youtubeId),
    duration: input.duration,
    year: input.year,
    rating: input.rating,
    genre: input.genre,
    category: input.category,
    maturityRating: input.maturityRating ?? base.maturityRating,
    isFeatured: input.isFeatured,
    createdAt: base.createdAt,
    updatedAt,
  };
}

export function createVideo(input: ValidVideoInput, id: string, meta: Meta): Decision {
  const base = { id, createdAt: meta.now, maturityRating: DEFAULT_MATURITY_RATING };
  const video = withDerivedFields(input, base, meta.now);
  return {
    video,
    events: [catalogueEvents.videoCreated.create({ video: toView(video) }, meta.correlationId, meta.now)],
  };
}

/** An edit that changes nothing announces nothing. */
export function updateVideo(existing: StoredVideo, input: ValidVideoInput, meta: Meta): Decision {
  const video = withDerivedFields(input, existing, meta.now);
  if (sameFilm(video, existing)) return { video: existing, events: [] };
  return {
    video,
    events: [catalogueEvents.videoUpdated.create({ video: toView(video) }, meta.correlationId, meta.now)],
  };
}

export function deleteVideo(existing: StoredVideo, meta: Meta): Envelope[] {
  return [catalogueEvents.videoDeleted.create({ videoId: existing.id }, meta.correlationId, meta.now)];
}
