import { useDocumentTitle } from '@cinevia/ui';
import { FeatureSections } from './FeatureSections';
import { Hero } from './Hero';
import { LandingFaq } from './LandingFaq';
import { LandingFooter } from './LandingFooter';
import { LandingHeader } from './LandingHeader';
import styles from './LandingPage.module.css';

export function LandingPage() {
  useDocumentTitle('Original AI-made films and series');
  return (
    <div className={styles.page}>
      <LandingHeader />
      <main>
        <Hero />
        <FeatureSections />
        <LandingFaq />
      </main>
      <LandingFooter />
    </div>
  );
}
