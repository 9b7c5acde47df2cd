import type { InfoPageContent } from '../types/content';
import { ADDRESS_FACT, COMPANY, EMAILS, PHONE_FACT, emailFact } from './company';

export const privacy: InfoPageContent = {
  title: 'Privacy Policy',
  intro: `This policy explains what ${COMPANY} collects when you use Cinevia, why we collect it, how we protect it and the choices you have. It applies to the Cinevia website and to everything you do while signed in.`,
  sections: [
    {
      id: 'information-we-collect',
      heading: 'Information We Collect',
      body: [
        'We only collect what we need to run your account, play your films and make the films you commission.',
        {
          list: [
            'Account information: your first and last name, email address, a securely hashed version of your password, and the date you joined.',
            'Viewing history and progress: which films and series you watch, how far you got in each one (so Continue Watching can resume where you stopped), and the titles you save to My List.',
            'Film requests: everything you write in a custom film brief, including title, genre, characters, plot, style, tone, music and references, plus the status of the request.',
            'Payment information: your subscription status, billing period, and the amount and outcome of each payment. Card numbers are entered into our card payment provider’s form and go straight to that provider; Cinevia never sees or stores your full card number.',
            'Technical information: your browser type, the pages you open and essential cookies that keep you signed in. See Cookie Preferences for the optional cookies and how to turn them off.',
          ],
        },
      ],
    },
    {
      id: 'how-we-use-information',
      heading: 'How We Use Your Information',
      body: [
        {
          list: [
            'To create and secure your account and keep you signed in.',
            'To stream films, remember your progress and show your My List and Continue Watching rows.',
            'To produce the custom films you commission and to contact you about them, usually within 24-48 hours of your request.',
            'To charge your Premium subscription, confirm payments and tell you about changes to your plan.',
            'To answer messages you send to our support team.',
            'To keep the service safe, for example by limiting repeated failed sign-in attempts.',
          ],
        },
        'We do not sell your personal information.',
      ],
    },
    {
      id: 'data-protection',
      heading: 'Data Protection',
      body: [
        'Passwords are stored only as salted hashes. Your session is held in a secure, HTTP-only cookie that scripts on the page cannot read, and every connection to Cinevia is encrypted in transit.',
        'Access to member data inside the company is limited to the staff who need it to provide support, produce commissioned films or handle payments. We keep your account information for as long as your account is open, and payment records for as long as tax and accounting law requires.',
        'You can ask us for a copy of your data, ask us to correct it, or ask us to delete your account by writing to the privacy address below.',
      ],
    },
    {
      id: 'corporate-information',
      heading: 'Corporate Information',
      body: [
        `Cinevia is operated by ${COMPANY}, a technology company based in Atlanta, Georgia, which is responsible for the personal information described in this policy.`,
      ],
    },
    {
      id: 'contact',
      heading: 'Contact Us About Privacy',
      body: [
        'Questions about this policy, or requests to see, correct or delete your data, go to our privacy team.',
        { facts: [emailFact('Privacy', EMAILS.privacy), PHONE_FACT, ADDRESS_FACT] },
      ],
    },
  ],
};
