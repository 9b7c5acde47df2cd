import { ButtonLink, Card, useDocumentTitle } from '@cinevia/ui';
import { useSession } from '../../../session/session';
import { PlanCard } from '../../billing';
import { FaqList } from '../../../ui/FaqList';
import { InfoLayout, InfoSection, PageHeading } from '../../info-pages';
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
          <InfoSection title={pricing.featuresHeading} className={styles.features}>
            <ul className={styles.featureGrid}>
              {pricing.features.map((feature) => (
                <Tile key={feature.title} title={feature.title} text={feature.text} />
              ))}
            </ul>
          </InfoSection>
        </div>

        <InfoSection id={customFilms.id} title={customFilms.heading}>
          <p className={styles.sectionIntro}>{customFilms.intro}</p>
          <ol className={styles.steps}>
            {customFilms.steps.map((step) => (
              <Tile key={step.title} title={step.title} text={step.text} className={styles.step} />
            ))}
          </ol>
          <ButtonLink to="/create-film" variant="secondary" size="lg" className={styles.start}>
            {customFilms.start}
          </ButtonLink>
        </InfoSection>

        <InfoSection title={pricing.faqHeading}>
          <FaqList entries={pricing.faq} headingLevel="h3" look="page" />
        </InfoSection>
      </article>
    </InfoLayout>
  );
}

/** One of the page's tiles: a feature of Premium, a step to a custom film. */
function Tile({ title, text, className }: { title: string; text: string; className?: string }) {
  return (
    <Card as="li" size="sm" className={className ? `${styles.tile} ${className}` : styles.tile}>
      <h3 className={styles.tileTitle}>{title}</h3>
      <p className={styles.tileText}>{text}</p>
    </Card>
  );
}
