import { HeartIcon, ThumbsDownIcon, ThumbsUpIcon } from '@cinevia/ui';
import type { Rating } from '../api/useRatings';

/** The three thumbs, in the order they are offered. */
export const RATING_CHOICES = [
  { rating: 'down', label: 'Not for me', Icon: ThumbsDownIcon },
  { rating: 'up', label: 'I like this', Icon: ThumbsUpIcon },
  { rating: 'love', label: 'Love this!', Icon: HeartIcon },
] as const satisfies readonly { rating: Rating; label: string; Icon: unknown }[];
