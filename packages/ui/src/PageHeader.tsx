import type { ReactNode } from 'react';
import styles from './PageHeader.module.css';

type PageHeaderProps = {
  title: ReactNode;
  /** The h1's id, for the page's `aria-labelledby`. */
  titleId?: string;
  /** The line or two under the title. */
  intro?: ReactNode;
  /** A way back, above the title; it is pulled into the margin so its arrow lines up with the title. */
  back?: ReactNode;
  /** Everything centred (a page that is one offer, like /subscribe). */
  centred?: boolean;
};

/** The top of a page: its h1 and the introduction under it. */
export function PageHeader({ title, titleId, intro, back, centred = false }: PageHeaderProps) {
  return (
    <header className={centred ? `${styles.header} ${styles.centred}` : styles.header}>
      {back && <div className={styles.back}>{back}</div>}
      <h1 id={titleId} className={styles.title}>
        {title}
      </h1>
      {intro && <p className={styles.intro}>{intro}</p>}
    </header>
  );
}
