import type { CSSProperties } from 'react';
import { EmailCapture } from './EmailCapture';
import styles from './Hero.module.css';

/** Hues of the decorative poster wall behind the hero; any spread of warm and cool works. */
const POSTER_HUES = [350, 210, 28, 265, 160, 5, 300, 190, 40, 235, 330, 15, 275, 180, 50, 220, 345, 120];

export function Hero() {
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={styles.posterWall} aria-hidden="true">
        {POSTER_HUES.map((hue, index) => (
          <span key={index} className={styles.poster} style={{ '--hue': hue } as CSSProperties} />
        ))}
      </div>
      <div className={styles.content}>
        <h1 id="hero-title" className={styles.title}>
          Original films, imagined with AI. Some of them made just for you.
        </h1>
        <p className={styles.lead}>
          Stream a catalogue of AI-made films and series you won&rsquo;t find anywhere else, or commission a film of
          your own.
        </p>
        <p className={styles.price}>Premium is $25/month. Cancel anytime.</p>
        <EmailCapture prompt="Ready to watch? Enter your email to create your account." />
      </div>
    </section>
  );
}
