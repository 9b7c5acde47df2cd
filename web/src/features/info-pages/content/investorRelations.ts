import type { InfoPageContent } from '../types/content';
import { ADDRESS_FACT, COMPANY, EMAILS, FILM_FEE, PHONE_FACT, PREMIUM_PRICE, emailFact } from './company';

export const investorRelations: InfoPageContent = {
  title: 'Investor Relations',
  intro: `Information for investors and partners about ${COMPANY}, the company behind Cinevia.`,
  sections: [
    {
      id: 'about',
      heading: 'About Cinevia',
      body: [
        'Cinevia is a streaming service built entirely around original films and series made with generative AI. Every title in the catalogue is exclusive to Cinevia, and members can commission films made to their own brief.',
        'Combining a subscription library with made-to-order films gives members a reason to stay each month and a reason to come back for something personal.',
      ],
    },
    {
      id: 'corporate-structure',
      heading: 'Corporate Structure',
      body: [
        `Cinevia is owned and operated by ${COMPANY}, a privately held technology company headquartered in Atlanta, Georgia. The company runs the streaming platform, the custom film studio and the partnership programme with cinemas.`,
      ],
    },
    {
      id: 'revenue-model',
      heading: 'Revenue Model',
      body: [
        {
          list: [
            `Premium subscriptions at ${PREMIUM_PRICE} per month, billed monthly. Subscription payments are non-refundable; members who cancel keep access until the end of the period they paid for.`,
            `Custom film commissions at a flat ${FILM_FEE} per film, paid up front when the request is submitted.`,
            'Commission-based partner roles: independent content contributors and marketing representatives are paid a commission on the members and commissions they bring in, which keeps acquisition costs tied to results.',
            'Live viewings and premiere events with our cinema partner at select locations.',
          ],
        },
      ],
    },
    {
      id: 'partnerships',
      heading: 'Partnerships',
      body: [
        'Our theatre partnership brings Cinevia originals to the big screen for live viewings and premieres at select locations. We welcome conversations with further cinema chains, device makers and distribution partners.',
      ],
    },
    {
      id: 'contact',
      heading: 'Investor Contact',
      body: [
        'Investor and partnership enquiries are answered by our corporate team.',
        { facts: [emailFact('Investors', EMAILS.investors), PHONE_FACT, ADDRESS_FACT] },
      ],
    },
  ],
};
