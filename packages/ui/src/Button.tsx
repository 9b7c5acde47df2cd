import type { ComponentProps } from 'react';
import { Link } from 'react-router-dom';
import styles from './Button.module.css';

type Look = { variant?: 'primary' | 'secondary' | 'ghost'; size?: 'md' | 'lg' };

function className({ variant = 'primary', size = 'md' }: Look, extra?: string): string {
  return [styles.button, styles[variant], styles[size], extra].filter(Boolean).join(' ');
}

export function Button({
  variant,
  size,
  className: extra,
  type = 'button',
  ...props
}: ComponentProps<'button'> & Look) {
  return <button type={type} className={className({ variant, size }, extra)} {...props} />;
}

/** A link that looks like a button, for navigation that is not an action. */
export function ButtonLink({ variant, size, className: extra, ...props }: ComponentProps<typeof Link> & Look) {
  return <Link className={className({ variant, size }, extra)} {...props} />;
}
