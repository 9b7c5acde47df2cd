import type { InfoPageContent } from '../types/content';
import { ADDRESS_FACT, COMPANY, EMAILS, PHONE_FACT, emailFact } from './company';

export const corporateInformation: InfoPageContent = {
  title: 'Corporate Information',
  intro: `Who runs Cinevia, what we are building and how to reach ${COMPANY}.`,
  sections: [
    {
      id: 'overview',
      heading: 'Company Overview',
      body: [
        'Cinevia streams original films and series made with generative AI, in HD and 4K, on any device with a modern web browser. Members can also commission a personalised film, and watch selected titles at live events with our cinema partner.',
      ],
    },
    {
      id: 'owner',
      heading: 'Owner',
      body: [
        `Cinevia is owned and operated by ${COMPANY}, a technology company headquartered in Atlanta, Georgia, United States.`,
      ],
    },
    {
      id: 'mission',
      heading: 'Our Mission',
      body: [
        'We want anyone to be able to watch a story nobody has seen before, or to see their own idea become a film. Generative AI lets a small team make original titles quickly; our editors and producers make sure every one is worth your evening.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact',
      body: [{ facts: [emailFact('General enquiries', EMAILS.support), PHONE_FACT, ADDRESS_FACT] }],
    },
    {
      id: 'partnerships',
      heading: 'Partnerships',
      body: [
        'We partner with a cinema operator to host live viewings and premiere events of Cinevia originals at select locations, and we work with independent creators and marketing representatives on a commission basis. Partnership proposals are welcome at the investor relations address.',
        { links: [{ label: 'Investor Relations', href: '/investor-relations' }] },
      ],
    },
  ],
};
