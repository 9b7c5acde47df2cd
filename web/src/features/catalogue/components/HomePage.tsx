import { useMemberContext } from '../../account/components/useMemberContext';
import { ButtonLink } from '../../../ui/Button';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import styles from './HomePage.module.css';

/** The signed-in home for now: a welcome. The catalogue rows replace it in a later issue. */
export function HomePage() {
  useDocumentTitle('Home');
  const { viewer } = useMemberContext();
  return (
    <section className={styles.welcome} aria-labelledby="welcome-title">
      <h1 id="welcome-title" className={styles.title}>
        Welcome, {viewer.firstName}
      </h1>
      <p className={styles.text}>
        Original AI-made films and series are waiting. Browse by genre, or commission a film made to your own brief.
      </p>
      <div className={styles.actions}>
        <ButtonLink to="/categories" size="lg">
          Browse Categories
        </ButtonLink>
        <ButtonLink to="/create-film" size="lg" variant="secondary">
          Create a Film
        </ButtonLink>
      </div>
    </section>
  );
}
