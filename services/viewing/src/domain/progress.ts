import { CONTINUE_WATCHING_MAX_FRACTION } from '@cinevia/proto';

/** Where one member stopped in one film. */
export interface Progress {
  userId: string;
  videoId: string;
  seconds: number;
  duration: number;
  updatedAt: Date;
}

/** Started and not nearly finished: above zero and below 90 % of the duration; newest first. */
export function continueWatching(entries: Progress[]): Progress[] {
  return entries
    .filter((entry) => entry.seconds > 0 && entry.seconds < entry.duration * CONTINUE_WATCHING_MAX_FRACTION)
    .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime());
}
