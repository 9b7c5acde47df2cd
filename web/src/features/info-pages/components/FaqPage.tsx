import { faq } from '../content/faq';
import { FaqList } from '../../../ui/FaqList';
import { InfoPage } from './InfoPage';

export function FaqPage() {
  return (
    <InfoPage content={faq}>
      <FaqList entries={faq.entries} headingLevel="h2" look="page" />
    </InfoPage>
  );
}
