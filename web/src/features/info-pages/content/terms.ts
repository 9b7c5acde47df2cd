import type { InfoPageContent } from '../types/content';
import {
  ADDRESS_FACT,
  COMPANY,
  EMAILS,
  FILM_CONTACT_WINDOW,
  FILM_FEE,
  PHONE_FACT,
  PREMIUM_PRICE,
  emailFact,
} from './company';

export const terms: InfoPageContent = {
  title: 'Terms of Use',
  intro: `These terms are the agreement between you and ${COMPANY} for using Cinevia. Please read them before you subscribe or commission a film.`,
  sections: [
    {
      id: 'acceptance',
      heading: 'Acceptance of Terms',
      body: [
        'By creating an account, subscribing or commissioning a film, you agree to these terms and to our Privacy Policy. If you do not agree, please do not use Cinevia.',
        'We may update these terms. When we make a material change we will tell you by email or on the site before it takes effect; continuing to use Cinevia afterwards means you accept the new terms.',
      ],
    },
    {
      id: 'service-description',
      heading: 'Service Description',
      body: [
        'Cinevia is a streaming service for original films and series made with generative AI. Members can browse and search the catalogue, watch in HD and 4K, save titles to My List and resume partly watched videos on any supported device.',
        `Members can also commission a custom film for a flat fee of ${FILM_FEE} per film. Our team contacts you within ${FILM_CONTACT_WINDOW} of a paid request to agree the details and delivery.`,
        'Through our cinema partner we host live viewings and premiere events at select locations. The service and all its content are offered in English only.',
      ],
    },
    {
      id: 'user-responsibilities',
      heading: 'Your Responsibilities',
      body: [
        {
          list: [
            'Give accurate account information and keep your password to yourself. You are responsible for activity on your account.',
            'Use Cinevia for personal, non-commercial viewing only. Do not copy, download, re-stream or publicly show our films except where a live event is organised by us.',
            'Do not submit film briefs that infringe anyone else’s rights, depict real people without their consent, or ask for unlawful, hateful or sexually explicit content. We may decline such requests.',
            'Do not try to get around access controls, overload the service or access other members’ accounts.',
          ],
        },
      ],
    },
    {
      id: 'intellectual-property',
      heading: 'Intellectual Property',
      body: [
        `The Cinevia name, logo, site and catalogue belong to ${COMPANY} or its licensors and are protected by copyright and trademark law.`,
        'Custom films are licensed to you for personal use. You may watch your custom film and share it privately with friends and family; public screening, resale or commercial use needs our written permission. We keep the rights in the finished film, including the right to keep a copy, and we will not add your custom film to the public catalogue without your consent.',
      ],
    },
    {
      id: 'subscription-and-refunds',
      heading: 'Subscription and Refund Policy',
      body: [
        {
          list: [
            `Premium costs ${PREMIUM_PRICE} per month and renews automatically each month until you cancel.`,
            'You can cancel at any time from your account settings. After cancelling, you keep access until the end of the billing period you have already paid for, and you are not charged again.',
            'Subscription payments are non-refundable, including for partly used months.',
            `The custom film fee of ${FILM_FEE} is separate from your subscription and is charged when you submit a request.`,
            'If we change the price, we will tell you before the change applies to your next billing period.',
          ],
        },
      ],
    },
    {
      id: 'corporate-owner',
      heading: 'Corporate Owner and Contact',
      body: [
        `Cinevia is owned and operated by ${COMPANY}, a technology company in Atlanta, Georgia. These terms are governed by the laws of the State of Georgia, United States.`,
        { facts: [emailFact('Legal', EMAILS.legal), emailFact('Support', EMAILS.support), PHONE_FACT, ADDRESS_FACT] },
      ],
    },
  ],
};
