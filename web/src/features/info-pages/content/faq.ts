import type { FaqEntry } from '../../../ui/FaqList';
import { LANDING_FAQ } from '../../landing';
import type { InfoPageContent } from '../types/content';
import { COMPANY, EMAILS, FILM_CONTACT_WINDOW, FILM_FEE, SUPPORT_HOURS, SUPPORT_PHONE } from './company';

export type FaqPageContent = InfoPageContent & { entries: FaqEntry[] };

/**
 * The FAQ page's nine questions (spec section 2). The first five are the landing page's, so the
 * two pages can never give different answers.
 */
export const faq: FaqPageContent = {
  title: 'Frequently Asked Questions',
  intro:
    'Quick answers about membership, watching, custom films and getting help. Select a question to see its answer.',
  entries: [
    ...LANDING_FAQ,
    {
      id: 'custom-films',
      question: 'How do custom films work?',
      answer: [
        `Open Create Film, describe your film in three short steps (the basics, the creative details, and the visual and audio elements), then pay the flat fee of ${FILM_FEE}. Our team contacts you within ${FILM_CONTACT_WINDOW} to confirm the details and the delivery date.`,
        'The timeline depends on the length you choose, from a 5-15 minute short to a feature of an hour or more.',
      ],
    },
    {
      id: 'theatre',
      question: 'Can I watch Cinevia films in a theatre?',
      answer: [
        'Yes. Through our cinema partner we host live viewings and premiere events of selected originals at select locations. Members hear about upcoming events by email and on the site.',
      ],
    },
    {
      id: 'ownership',
      question: 'Who owns a custom film I commission?',
      answer: [
        `${COMPANY} keeps the rights in every film it makes, and your custom film is licensed to you for personal use: watch it as often as you like and share it privately with friends and family. Public screenings or commercial use need our written permission.`,
      ],
    },
    {
      id: 'support',
      question: 'How do I contact support?',
      answer: [
        `Call ${SUPPORT_PHONE} or email ${EMAILS.support} (or ${EMAILS.films} about a custom film), or send us a message from the Contact page.`,
        `Support hours: ${SUPPORT_HOURS.join('; ')}.`,
      ],
    },
  ],
  sections: [
    {
      id: 'more-help',
      heading: 'Still Have Questions?',
      body: [
        'Search the Help Center for step-by-step answers, or get in touch with our support team.',
        {
          links: [
            { label: 'Visit the Help Center', href: '/help' },
            { label: 'Contact Us', href: '/contact' },
          ],
        },
      ],
    },
  ],
};
