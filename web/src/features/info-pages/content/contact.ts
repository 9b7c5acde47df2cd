import type { InfoPageContent } from '../types/content';
import { ADDRESS_FACT, EMAILS, FILM_CONTACT_WINDOW, PHONE_FACT, SUPPORT_HOURS, emailFact } from './company';

export type ContactPageContent = InfoPageContent & {
  /** Shown as a toast once the form is submitted (spec section 2). */
  confirmation: { title: string; description: string };
  form: { label: string; name: string; email: string; subject: string; message: string; submit: string };
};

export const contact: ContactPageContent = {
  title: 'Contact Us',
  intro:
    'Questions about your account, a payment, playback or a custom film? Call us, email us, or send a message below.',
  sections: [
    {
      id: 'get-in-touch',
      heading: 'Get in Touch',
      body: [
        {
          facts: [
            PHONE_FACT,
            emailFact('Account & billing', EMAILS.support),
            emailFact('Custom films', EMAILS.films),
            ADDRESS_FACT,
          ],
        },
        `Custom film requests are answered within ${FILM_CONTACT_WINDOW} of payment.`,
      ],
    },
    {
      id: 'support-hours',
      heading: 'Support Hours',
      body: [{ list: [...SUPPORT_HOURS] }, 'Messages sent outside these hours are answered on the next working day.'],
    },
    {
      id: 'send-message',
      heading: 'Send Us a Message',
      body: ['All fields are required.'],
    },
  ],
  form: {
    label: 'Contact form',
    name: 'Name',
    email: 'Email',
    subject: 'Subject',
    message: 'Message',
    submit: 'Send Message',
  },
  confirmation: {
    title: 'Message Received',
    description: "Thank you for contacting us! We'll get back to you soon.",
  },
};
