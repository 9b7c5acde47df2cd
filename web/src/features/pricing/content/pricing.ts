import type { FaqEntry } from '../../../ui/FaqList';
import { FILM_CONTACT_WINDOW, FILM_FEE, PREMIUM_PRICE } from '../../info-pages';

export type PricingFeature = { title: string; text: string };
export type PricingStep = { title: string; text: string };

export const pricing = {
  title: 'Plans & Pricing',
  intro: `One plan with everything included for ${PREMIUM_PRICE} a month, and films made to your own brief whenever you want one.`,
  featuresHeading: 'Everything in Premium',
  features: [
    {
      title: 'Original AI-made films',
      text: 'A growing catalogue of films and series made with generative AI, found only on Cinevia.',
    },
    {
      title: 'HD and 4K picture',
      text: 'Watch in the best quality your screen and connection allow, adjusted automatically as you stream.',
    },
    {
      title: 'On every screen',
      text: 'Stream in the browser on your computer, phone or tablet, or cast to your TV. Resume anywhere.',
    },
    {
      title: 'No ads, no contract',
      text: 'Nothing interrupts the film. Cancel anytime and keep watching until the end of the period you paid for.',
    },
  ] satisfies PricingFeature[],
  /** The card itself (badge, price, features) is billing's PlanCard, shared with /subscribe. */
  plan: {
    subscribe: `Subscribe Now - ${PREMIUM_PRICE}/month`,
    finePrint:
      'Billed monthly. Cancel anytime; access continues to the end of your paid period. Subscription payments are non-refundable.',
  },
  customFilms: {
    /** Also the anchor other pages link to (/pricing#custom-films). */
    id: 'custom-films',
    heading: `Custom Films: ${FILM_FEE} per Film`,
    intro: `Commission a film made to your own brief for a flat ${FILM_FEE} per film, charged separately from your Premium subscription.`,
    steps: [
      {
        title: 'Describe your film',
        text: 'Give it a title and genre, then tell us the characters, setting, plot, visual style, tone and music you imagine.',
      },
      {
        title: `Pay ${FILM_FEE}`,
        text: 'One flat fee per film, paid securely by card when you submit your request.',
      },
      {
        title: 'We make it with you',
        text: `Our team contacts you within ${FILM_CONTACT_WINDOW} to confirm the details and the delivery date, then produces your film.`,
      },
    ] satisfies PricingStep[],
    start: 'Start a Custom Film',
  },
  faqHeading: 'Pricing Questions',
  faq: [
    {
      id: 'billing',
      question: 'When am I charged?',
      answer: [
        `You pay ${PREMIUM_PRICE} when you subscribe, then the same amount each month on that date until you cancel.`,
      ],
    },
    {
      id: 'cancel',
      question: 'What happens when I cancel?',
      answer: [
        'You are not charged again, and you keep watching until the end of the billing period you have already paid for. Subscription payments are non-refundable, including for partly used months.',
      ],
    },
    {
      id: 'film-fee',
      question: 'Is the custom film fee included in Premium?',
      answer: [
        `No. Each custom film is a separate flat fee of ${FILM_FEE}, paid when you submit the request. Our team contacts you within ${FILM_CONTACT_WINDOW}.`,
      ],
    },
    {
      id: 'devices',
      question: 'How many devices can I use?',
      answer: [
        'Premium includes multiple devices: sign in on your computer, phone and tablet and pick up where you left off on any of them.',
      ],
    },
  ] satisfies FaqEntry[],
};
