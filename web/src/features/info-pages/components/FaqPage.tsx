import { faq } from '../content/faq';
import { FaqAccordion } from './FaqAccordion';
import { InfoPage } from './InfoPage';

export function FaqPage() {
  return (
    <InfoPage content={faq}>
      <FaqAccordion entries={faq.entries} headingLevel="h2" />
    </InfoPage>
  );
}
