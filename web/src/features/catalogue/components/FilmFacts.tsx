import { formatRating } from '../utils/videoFacts';
import { MaturityBadge } from './MaturityBadge';

type FilmFactsVideo = {
  year: number | null;
  duration: string;
  rating: string | null;
  maturityRating: string;
  genre: string;
};

/**
 * A film's facts in one line (year, duration, rating, maturity rating, genre), each its own span for
 * the line's separators; the unknown ones are left out. The look is the user's class.
 */
export function FilmFacts({ video, className }: { video: FilmFactsVideo; className?: string }) {
  const rating = formatRating(video.rating);
  return (
    <p className={className}>
      {video.year !== null && <span>{video.year}</span>}
      {video.duration && <span>{video.duration}</span>}
      {rating && <span>{rating}</span>}
      <span>
        <MaturityBadge rating={video.maturityRating} />
      </span>
      {video.genre && <span>{video.genre}</span>}
    </p>
  );
}
