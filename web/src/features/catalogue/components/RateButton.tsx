import { useState, type FocusEvent } from 'react';
import { ThumbsUpIcon } from '@cinevia/ui';
import { RATING_CHOICES, useRatingChoice } from '../../ratings';
import round from './RoundButton.module.css';
import styles from './RateButton.module.css';

/**
 * A card's thumbs: one round button showing the profile's choice, which opens in place into the
 * three ("Not for me", "I like this", "Love this!"); choosing one, or the same again to clear it,
 * closes them. Leaving the three (focus elsewhere, Escape) closes them too. Signed in only.
 */
export function RateButton({ title }: { title: { id: string; title: string } }) {
  const { signedIn, current, busy, choose } = useRatingChoice(title);
  const [open, setOpen] = useState(false);
  const chosen = RATING_CHOICES.find((choice) => choice.rating === current);
  const Face = chosen?.Icon ?? ThumbsUpIcon;
  if (!signedIn) return null;

  if (!open)
    return (
      <button
        type="button"
        className={[round.roundButton, round.cardButton, chosen ? round.on : ''].filter(Boolean).join(' ')}
        aria-label={`Rate ${title.title}${chosen ? ` (${chosen.label})` : ''}`}
        title={chosen ? chosen.label : 'Rate'}
        aria-expanded={false}
        onClick={() => setOpen(true)}
      >
        <Face width={18} height={18} fill={chosen ? 'currentColor' : 'none'} />
      </button>
    );

  const closeWhenLeft = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  };
  return (
    <div
      role="group"
      aria-label={`Rate ${title.title}`}
      className={styles.choices}
      onBlur={closeWhenLeft}
      onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
    >
      {RATING_CHOICES.map(({ rating, label, Icon }, index) => (
        <button
          key={rating}
          type="button"
          className={[round.roundButton, round.cardButton, current === rating ? round.on : ''].join(' ')}
          aria-label={label}
          title={label}
          aria-pressed={current === rating}
          aria-busy={busy || undefined}
          // The first takes focus as the three open, so the keyboard goes on from there.
          autoFocus={index === 0}
          onClick={() => void choose(rating).then(() => setOpen(false))}
        >
          <Icon width={18} height={18} fill={current === rating ? 'currentColor' : 'none'} />
        </button>
      ))}
    </div>
  );
}
