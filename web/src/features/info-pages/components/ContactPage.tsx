import { contact } from '../content/contact';
import { ContactForm } from './ContactForm';
import { InfoPage } from './InfoPage';

export function ContactPage() {
  return <InfoPage content={contact} slots={{ 'send-message': <ContactForm content={contact} /> }} />;
}
