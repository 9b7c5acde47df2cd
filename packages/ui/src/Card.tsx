import type { ComponentPropsWithoutRef, ElementType, ReactNode } from 'react';
import styles from './Card.module.css';

type CardElement = 'section' | 'article' | 'div' | 'form' | 'li' | 'p';

type CardLook = {
  /**
   * `md` (the default): a page's card (the profile's, a form's); `lg`: a card that stands alone on
   * the brand's backdrop (the plan, the payment); `sm`: a tile among others, or a row set in a card.
   */
  size?: 'sm' | 'md' | 'lg';
  /** Set into a card or a dialog: the page's darker ground instead of the raised surface. */
  inset?: boolean;
  /** Lifted off the page by a shadow (on the brand's backdrop, or the portal's panels). */
  raised?: boolean;
  /** The one recommended choice: an accent edge and glow (the Premium plan). */
  featured?: boolean;
};

type CardProps<E extends CardElement> = CardLook & { as?: E } & ComponentPropsWithoutRef<E>;

/**
 * The box that holds one thing on a page: its edge, corners, ground and padding, drawn here once.
 * What stands inside is laid out by the card's user (its own class: grid, gap); a different padding
 * is asked for with `--card-padding`.
 */
export function Card<E extends CardElement = 'section'>({
  as,
  size = 'md',
  inset = false,
  raised = false,
  featured = false,
  className,
  ...props
}: CardProps<E>) {
  // Widened for JSX, which cannot check props against a tag chosen by a type parameter; CardProps<E> has.
  const Element = (as ?? 'section') as ElementType;
  const classes = [
    styles.card,
    styles[size],
    inset && styles.inset,
    raised && styles.raised,
    featured && styles.featured,
    className,
  ];
  return <Element className={classes.filter(Boolean).join(' ')} {...props} />;
}

type CardHeaderProps = {
  title: ReactNode;
  /** The title's id, for the card's `aria-labelledby`. */
  titleId?: string;
  /** `h2` under the page's own heading; `h1` where the card is the page (the portal's panels). */
  as?: 'h1' | 'h2' | 'h3';
  /** A line under the title. */
  intro?: ReactNode;
  /** Across from the title: the card's own action (Add New Film, Create Another Film). */
  actions?: ReactNode;
  /** Its place in the card (a margin under it). */
  className?: string;
};

/** A card's title, with a line under it and an action across from it when it has them. */
export function CardHeader({ title, titleId, as: Heading = 'h2', intro, actions, className }: CardHeaderProps) {
  return (
    <div className={className ? `${styles.header} ${className}` : styles.header}>
      <div className={styles.heading}>
        <Heading id={titleId} className={styles.title}>
          {title}
        </Heading>
        {intro && <p className={styles.intro}>{intro}</p>}
      </div>
      {actions}
    </div>
  );
}
