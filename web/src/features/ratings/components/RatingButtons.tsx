import { RATING_CHOICES } from './ratingChoices';
import { useRatingChoice } from './useRatingChoice';
import styles from './RatingButtons.module.css';

/**
 * The three thumbs side by side, each with its words, the chosen one pressed: in the hero's More
 * Info and at the end of a film.
 */
export function RatingButtons({ title, className }: { title: { id: string; title: string }; className?: string }) {
  const { signedIn, current, busy, choose } = useRatingChoice(title);
  if (!signedIn) return null;
  return (
    <div
      role="group"
      aria-label={`Rate ${title.title}`}
      className={[styles.group, className].filter(Boolean).join(' ')}
    >
      {RATING_CHOICES.map(({ rating, label, Icon }) => (
        <button
          key={rating}
          type="button"
          className={styles.choice}
          aria-pressed={current === rating}
          aria-busy={busy || undefined}
          onClick={() => void choose(rating)}
        >
          <Icon width={18} height={18} fill={current === rating ? 'currentColor' : 'none'} />
          {label}
        </button>
      ))}
    </div>
  );
}
