import type { InfoPageContent } from '../types/content';
import { COMPANY, EMAILS, FILM_FEE, PHONE_FACT, PREMIUM_PRICE, emailFact } from './company';

export const mediaCenter: InfoPageContent = {
  title: 'Media Center',
  intro: 'News, brand assets and contacts for journalists, reviewers and creators covering Cinevia.',
  sections: [
    {
      id: 'press-releases',
      heading: 'Press Releases',
      body: [
        {
          list: [
            'Cinevia launches a streaming service made entirely of original AI-made films and series, available in HD and 4K on any modern browser.',
            `Premium membership launches at ${PREMIUM_PRICE} per month with unlimited streaming, multiple devices and no ads.`,
            `Custom Film Creation opens to members: commission a personalised film for a flat ${FILM_FEE}, with our team in touch within 24-48 hours.`,
            'Cinevia partners with a cinema operator to bring live viewings and premiere events to select locations.',
          ],
        },
      ],
    },
    {
      id: 'media-kit',
      heading: 'Media Kit',
      body: [
        'Our media kit contains the Cinevia logo in light and dark versions, product screenshots, key facts and a short company description. Email the press team and we will send it the same business day.',
        'When writing about us, please spell the name “Cinevia” with a capital C and describe the films as “original AI-made films”.',
      ],
    },
    {
      id: 'recognition',
      heading: 'Recognition',
      body: [
        'Cinevia is one of the first streaming services whose whole catalogue is original generative-AI cinema, and one of the first to let viewers commission a film to their own brief. We share screenings and premieres with press through our theatre partnership.',
      ],
    },
    {
      id: 'media-contact',
      heading: 'Media Contact',
      body: [
        `For interviews, review access and statements from ${COMPANY}, contact our press team.`,
        { facts: [emailFact('Press', EMAILS.press), PHONE_FACT] },
      ],
    },
  ],
};
