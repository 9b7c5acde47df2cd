import { useId, type ComponentProps, type ReactNode } from 'react';
import styles from './InfoSection.module.css';

/**
 * A titled part of an information page: its h2, ruled underneath, over what it says. An `id` is for
 * links to it (`/pricing#custom-films`); `hidden` keeps it out of the way (the help topics while searching).
 */
export function InfoSection({
  title,
  className,
  children,
  ...props
}: { title: ReactNode } & Omit<ComponentProps<'section'>, 'title'>) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={className ? `${styles.section} ${className}` : styles.section}
      {...props}
    >
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      {children}
    </section>
  );
}
