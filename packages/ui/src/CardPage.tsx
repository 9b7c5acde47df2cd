import { useId, type ReactNode } from 'react';
import { BackdropPage } from './BackdropPage';
import { Card } from './Card';
import styles from './CardPage.module.css';

type CardPageProps = {
  title: string;
  intro: string;
  /** At the header's end, across from the brand (a way back). */
  headerEnd?: ReactNode;
  /** A round badge above the title; the card's text is then centred. */
  emblem?: ReactNode;
  children: ReactNode;
};

/** A page that is one card on the brand's backdrop: signing in, signing up, the admin login. */
export function CardPage({ title, intro, headerEnd, emblem, children }: CardPageProps) {
  const titleId = useId();
  return (
    <BackdropPage headerEnd={headerEnd}>
      <main className={styles.main}>
        <Card raised className={emblem ? `${styles.card} ${styles.withEmblem}` : styles.card} aria-labelledby={titleId}>
          {emblem && <span className={styles.emblem}>{emblem}</span>}
          <h1 id={titleId} className={styles.title}>
            {title}
          </h1>
          <p className={styles.intro}>{intro}</p>
          {children}
        </Card>
      </main>
    </BackdropPage>
  );
}
