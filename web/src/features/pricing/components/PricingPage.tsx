import { ButtonLink, useDocumentTitle } from '@cinevia/ui';
import { useSession } from '../../../session/session';
import { PlanCard } from '../../billing';
import { FaqAccordion, InfoLayout, PageHeading } from '../../info-pages';
import { pricing } from '../content/pricing';
import styles from './PricingPage.module.css';

/** Plans & Pricing (spec section 2): Premium, custom films, and common questions about paying. */
export function PricingPage() {
  useDocumentTitle(pricing.title);
  // Signed-in members continue to checkout; visitors create an account first.
  const { viewer } = useSession();
  const { customFilms } = pricing;
  return (
    <InfoLayout withBackButton>
      <article className={styles.page} aria-labelledby="page-title">
        <PageHeading title={pricing.title} intro={pricing.intro} />

        <div className={styles.planRow}>
          <div className={styles.plan}>
            <PlanCard />
            <ButtonLink to={viewer ? '/subscribe' : '/signup'} size="lg" className={styles.subscribe}>
              {pricing.plan.subscribe}
            </ButtonLink>
            <p className={styles.finePrint}>{pricing.plan.finePrint}</p>
          </div>
          <section aria-labelledby="features-title" className={styles.features}>
            <h2 id="features-title" className={styles.sectionTitle}>
              {pricing.featuresHeading}
            </h2>
            <ul className={styles.featureGrid}>
              {pricing.features.map((feature) => (
                <li key={feature.title} className={styles.feature}>
                  <h3 className={styles.featureTitle}>{feature.title}</h3>
                  <p className={styles.featureText}>{feature.text}</p>
                </li>
              ))}
            </ul>
          </section>
        </div>

        <section id={customFilms.id} aria-labelledby="custom-films-title" className={styles.section}>
          <h2 id="custom-films-title" className={styles.sectionTitle}>
            {customFilms.heading}
          </h2>
          <p className={styles.sectionIntro}>{customFilms.intro}</p>
          <ol className={styles.steps}>
            {customFilms.steps.map((step) => (
              <li key={step.title} className={styles.step}>
                <h3 className={styles.stepTitle}>{step.title}</h3>
                <p className={styles.featureText}>{step.text}</p>
              </li>
            ))}
          </ol>
          <ButtonLink to="/create-film" variant="secondary" size="lg" className={styles.start}>
            {customFilms.start}
          </ButtonLink>
        </section>

        <section aria-labelledby="pricing-faq-title" className={styles.section}>
          <h2 id="pricing-faq-title" className={styles.sectionTitle}>
            {pricing.faqHeading}
          </h2>
          <FaqAccordion entries={pricing.faq} headingLevel="h3" />
        </section>
      </article>
    </InfoLayout>
  );
}
