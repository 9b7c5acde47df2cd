import type { InfoPageContent } from '../types/content';
import { ADDRESS_FACT, COMPANY, EMAILS, PHONE_FACT, emailFact } from './company';

export type JobListing = {
  id: string;
  title: string;
  department: string;
  location: string;
  type: string;
  description: string;
};

export type JobsPageContent = InfoPageContent & {
  listingsHeading: string;
  listings: JobListing[];
  /** Where "Apply Now" sends an email. */
  applyEmail: string;
  labels: { department: string; location: string; type: string; apply: string; applySubject: string };
};

export const jobs: JobsPageContent = {
  title: 'Careers at Cinevia',
  intro: `Help ${COMPANY} bring original AI-made films to more people. All of our open roles are remote and commission-based, so you choose your hours and your earnings grow with your results.`,
  listingsHeading: 'Open Positions',
  applyEmail: EMAILS.careers,
  labels: {
    department: 'Department',
    location: 'Location',
    type: 'Type',
    apply: 'Apply Now',
    applySubject: 'Application:',
  },
  listings: [
    {
      id: 'content-contributor',
      title: 'Content Contributor',
      department: 'Content',
      location: 'Remote (United States)',
      type: 'Commission-based',
      description:
        'Pitch, write and refine story ideas, loglines and film briefs for Cinevia originals, and review AI-generated cuts for story, pacing and tone. You earn a commission on every contribution that makes it into the catalogue. A portfolio of scripts, stories or video work helps.',
    },
    {
      id: 'marketing-representative',
      title: 'Marketing Representative',
      department: 'Marketing',
      location: 'Remote (United States)',
      type: 'Commission-based',
      description:
        'Introduce Cinevia to new audiences through your own channels, communities and local events, including live viewings with our cinema partner. You earn a commission on each Premium membership and custom film commission you bring in.',
    },
    {
      id: 'customer-support',
      title: 'Customer Support Representative',
      department: 'Customer Experience',
      location: 'Remote (United States)',
      type: 'Commission-based',
      description:
        'Answer members by email and phone during support hours: account and billing questions, playback problems and custom film requests. You earn a commission tied to the conversations you resolve and member satisfaction. Clear written English is essential.',
    },
  ],
  sections: [
    {
      id: 'working-here',
      heading: 'Working With Us',
      body: [
        {
          list: [
            'Fully remote: work from anywhere in the United States with a reliable internet connection.',
            'Commission-based: you are paid for results, and commission terms are agreed in writing before you start.',
            'Flexible hours that fit around your other commitments.',
          ],
        },
      ],
    },
    {
      id: 'how-to-apply',
      heading: 'How to Apply',
      body: [
        'Select Apply Now on a role to email our recruiting team. Include the role title, a few lines about yourself, and links to relevant work.',
      ],
    },
    {
      id: 'inquiries',
      heading: 'Questions About Working Here',
      body: [{ facts: [emailFact('Careers', EMAILS.careers), PHONE_FACT, ADDRESS_FACT] }],
    },
  ],
};
