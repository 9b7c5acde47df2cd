import type { FaqEntry } from '../../../ui/FaqList';

/** The landing page's five questions (spec section 2). Prices as in spec section 9. */
export const LANDING_FAQ: FaqEntry[] = [
  {
    id: 'what-is-cinevia',
    question: 'What is Cinevia?',
    answer: [
      'Cinevia is a streaming service for original films and series made with generative AI. Every title in the catalogue is one you will not find on any other service.',
      'Beyond watching, you can commission a film of your own: tell us the story and we produce it for you.',
    ],
  },
  {
    id: 'cost',
    question: 'How much does Cinevia cost?',
    answer: [
      'Premium is $25 per month: unlimited streaming in HD and 4K on multiple devices, with no ads. There are no contracts and no hidden fees.',
      'A custom film is a flat $100 per film, on top of your membership. Subscription payments are non-refundable.',
    ],
  },
  {
    id: 'where-to-watch',
    question: 'Where can I watch?',
    answer: [
      'Anywhere you have a modern web browser: your computer, phone or tablet, or a smart TV you cast to. Sign in with your Cinevia account and pick up where you left off.',
      'Some titles also screen at live viewings and premieres with our cinema partner at select locations.',
    ],
  },
  {
    id: 'cancel',
    question: 'How do I cancel?',
    answer: [
      'Cancel online from your account settings in a couple of clicks. There are no cancellation fees, and you keep watching until the end of the billing period you have already paid for.',
    ],
  },
  {
    id: 'what-to-watch',
    question: 'What can I watch on Cinevia?',
    answer: [
      'Original AI-made films and series across drama, comedy, action, thrillers, horror, romance, science fiction, documentaries, animation, family, fantasy, crime, adventure and mystery.',
      'And if the story you want does not exist yet, you can commission it.',
    ],
  },
];
