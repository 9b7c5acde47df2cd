import type { ContentLink, InfoPageContent } from '../types/content';
import { EMAILS, FILM_CONTACT_WINDOW, FILM_FEE, PHONE_FACT, PREMIUM_PRICE, SUPPORT_HOURS, emailFact } from './company';

export type HelpArticle = { id: string; question: string; answer: string[] };

export type HelpTopic = {
  /** Also the anchor of the topic's questions on the page (/help#watching-content). */
  id: string;
  title: string;
  description: string;
  articles: HelpArticle[];
  /** A page that goes deeper than the questions. */
  related: ContentLink;
};

export type HelpPageContent = InfoPageContent & {
  search: {
    label: string;
    placeholder: string;
    noResults: string;
    matches: (count: number, query: string) => string;
    count: (count: number) => string;
  };
  topicsHeading: string;
  /** Before each topic's link to a page that goes deeper. */
  relatedPrefix: string;
  questionsHeading: string;
  topics: HelpTopic[];
};

export const help: HelpPageContent = {
  title: 'Help Center',
  intro: 'Find answers about watching, your account, custom films and technical problems.',
  search: {
    label: 'Search the Help Center',
    placeholder: 'Search for answers, e.g. “cancel” or “buffering”',
    noResults: 'No answers match your search. Try other words, or contact our support team.',
    matches: (count, query) => `${count} ${count === 1 ? 'answer matches' : 'answers match'} “${query}”.`,
    count: (count) => `${count} ${count === 1 ? 'question' : 'questions'}`,
  },
  topicsHeading: 'Browse Topics',
  relatedPrefix: 'More:',
  questionsHeading: 'Common Questions',
  topics: [
    {
      id: 'watching-content',
      title: 'Watching Content',
      description: 'Playing films, resuming, My List and picture quality.',
      related: { label: 'Ways to Watch', href: '/ways-to-watch' },
      articles: [
        {
          id: 'resume',
          question: 'How do I pick up where I left off?',
          answer: [
            'Cinevia saves your place every few seconds while you watch. Films you have started but not finished appear in the Continue Watching row on the home page; select one to resume.',
          ],
        },
        {
          id: 'my-list',
          question: 'How do I save a film to My List?',
          answer: [
            'Select the + button on any film card to add it to My List, and select it again to remove it. My List is part of Premium; open it from My List in the navigation bar.',
          ],
        },
        {
          id: 'devices',
          question: 'Which devices can I watch on?',
          answer: [
            'Any computer, phone or tablet with a current web browser. To watch on a TV, cast your browser tab or connect your computer with an HDMI cable.',
          ],
        },
      ],
    },
    {
      id: 'account-profile',
      title: 'Account & Profile',
      description: 'Signing in, your subscription, billing and cancelling.',
      related: { label: 'Plans & Pricing', href: '/pricing' },
      articles: [
        {
          id: 'price',
          question: 'How much is Premium and what does it include?',
          answer: [
            `Premium is ${PREMIUM_PRICE} per month: unlimited streaming, HD and 4K quality, multiple devices, no ads, and you can cancel anytime.`,
          ],
        },
        {
          id: 'cancel',
          question: 'How do I cancel my subscription?',
          answer: [
            'Open your profile from the menu in the top right and choose Manage Subscription. You keep watching until the end of the billing period you have paid for, and you will not be charged again.',
            'Subscription payments are non-refundable, including for partly used months.',
          ],
        },
        {
          id: 'forgot-password',
          question: 'I can’t sign in. What should I do?',
          answer: [
            'Check that you are using the email address you signed up with; passwords are case-sensitive. After several failed attempts, sign-in pauses for a few minutes to protect your account. If you still cannot get in, contact support and we will help you recover your account.',
          ],
        },
      ],
    },
    {
      id: 'custom-film-creation',
      title: 'Custom Film Creation',
      description: 'Commissioning a film, payment and what happens next.',
      related: { label: 'Custom film pricing', href: '/pricing#custom-films' },
      articles: [
        {
          id: 'commission',
          question: 'How do I commission a custom film?',
          answer: [
            `Select Create Film in the navigation bar, fill in the basic information, creative details and technical and audio notes, then pay the flat fee of ${FILM_FEE}.`,
          ],
        },
        {
          id: 'after-request',
          question: 'What happens after I submit a request?',
          answer: [
            `Our team reviews your brief and contacts you within ${FILM_CONTACT_WINDOW} by email to confirm the details and the delivery date. Questions about a request go to ${EMAILS.films}.`,
          ],
        },
        {
          id: 'film-rights',
          question: 'Can I share my custom film?',
          answer: [
            'Your custom film is licensed to you for personal use. You can share it privately with friends and family; public screenings and commercial use need our written permission.',
          ],
        },
      ],
    },
    {
      id: 'technical-support',
      title: 'Technical Support',
      description: 'Buffering, picture quality and connection problems.',
      related: { label: 'Speed Test', href: '/speed-test' },
      articles: [
        {
          id: 'buffering',
          question: 'Why does my film keep buffering?',
          answer: [
            'Buffering usually means the connection is slower than the picture quality needs. Run the speed test: 1080p needs about 8 Mbps and 4K about 25 Mbps. Moving closer to your Wi-Fi router or pausing other downloads often helps.',
          ],
        },
        {
          id: 'video-wont-play',
          question: 'A video will not start. What can I try?',
          answer: [
            'Reload the page, make sure your browser is up to date, and turn off extensions that block video players. If it still will not play, contact support with the film’s title and your browser name.',
          ],
        },
        {
          id: 'language',
          question: 'Can I change the language?',
          answer: ['Cinevia and its films are currently available in English only.'],
        },
      ],
    },
  ],
  sections: [
    {
      id: 'contact-support',
      heading: 'Still Need Help?',
      body: [
        'Our support team answers by phone and email during support hours, or send us a message from the Contact page.',
        { facts: [PHONE_FACT, emailFact('Email', EMAILS.support)] },
        { list: [...SUPPORT_HOURS] },
      ],
    },
  ],
};
