import type { InfoPageContent } from '../types/content';
import { ADDRESS_FACT, COMPANY, EMAILS, emailFact } from './company';

export const legalNotices: InfoPageContent = {
  title: 'Legal Notices',
  intro: `Copyright, trademark and other legal information about Cinevia and ${COMPANY}.`,
  sections: [
    {
      id: 'copyright',
      heading: 'Copyright',
      body: [
        `© ${new Date().getFullYear()} ${COMPANY}. All rights reserved. The films, series, artwork, text and software on Cinevia are protected by United States and international copyright law. You may stream them for personal, non-commercial viewing only.`,
      ],
    },
    {
      id: 'trademarks',
      heading: 'Trademarks',
      body: [
        `Cinevia and the Cinevia logo are trademarks of ${COMPANY}. Other names and marks mentioned on the site belong to their owners and are used only to identify them.`,
      ],
    },
    {
      id: 'dmca',
      heading: 'Copyright Complaints (DMCA)',
      body: [
        'If you believe material on Cinevia infringes your copyright, send a notice to our designated agent that includes:',
        {
          list: [
            'your name, address, phone number and email address;',
            'a description of the copyrighted work and where on Cinevia the material appears;',
            'a statement that you believe in good faith that the use is not authorised;',
            'a statement, under penalty of perjury, that your notice is accurate and that you are the owner or authorised to act for the owner;',
            'your physical or electronic signature.',
          ],
        },
        { facts: [emailFact('Copyright agent', EMAILS.legal), ADDRESS_FACT] },
      ],
    },
    {
      id: 'disclaimers',
      heading: 'Disclaimers',
      body: [
        'Cinevia is provided “as is”. We work to keep the service available and the catalogue accurate, but we do not promise uninterrupted streaming or that every title will remain available. Films are works of fiction made with generative AI; any resemblance to real people or events is coincidental.',
      ],
    },
    {
      id: 'commissions',
      heading: 'Commissions Under Separate Terms',
      body: [
        'Custom film commissions and commission-based partner roles (content contributors, marketing representatives and customer support) are governed by separate written terms, given to you before you pay or sign up. Where they differ from the Terms of Use, those terms apply to that commission or role.',
        { links: [{ label: 'Terms of Use', href: '/terms' }] },
      ],
    },
  ],
};
