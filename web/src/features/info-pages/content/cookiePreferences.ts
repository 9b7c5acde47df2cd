import type { InfoPageContent } from '../types/content';
import { EMAILS, emailFact } from './company';

export type CookieCategoryId = 'essential' | 'analytics' | 'preference' | 'marketing';

export type CookieCategory = {
  id: CookieCategoryId;
  name: string;
  description: string;
  /** Essential cookies keep you signed in; they cannot be switched off. */
  alwaysOn?: boolean;
};

export type CookiePageContent = InfoPageContent & {
  categories: CookieCategory[];
  alwaysOnLabel: string;
  save: string;
  saved: { title: string; description: string };
  saveFailed: string;
};

export const cookiePreferences: CookiePageContent = {
  title: 'Cookie Preferences',
  intro:
    'Choose which cookies Cinevia may use on this browser. Essential cookies are always on; everything else is your choice and you can change it at any time.',
  categories: [
    {
      id: 'essential',
      name: 'Essential cookies',
      description:
        'Keep you signed in, protect your account and remember these choices. Cinevia cannot work without them.',
      alwaysOn: true,
    },
    {
      id: 'analytics',
      name: 'Analytics cookies',
      description: 'Count visits and measure which pages and features are used, so we can improve Cinevia.',
    },
    {
      id: 'preference',
      name: 'Preference cookies',
      description: 'Remember settings such as your language and region between visits.',
    },
    {
      id: 'marketing',
      name: 'Marketing cookies',
      description: 'Measure whether our advertising on other sites works and limit how often you see it.',
    },
  ],
  alwaysOnLabel: 'Always on',
  save: 'Save Preferences',
  saved: { title: 'Preferences Saved', description: 'Your cookie preferences have been saved on this browser.' },
  saveFailed: 'Your browser did not let us save your preferences. Check that this site may store data.',
  sections: [
    {
      id: 'usage',
      heading: 'How We Use Cookies',
      body: [
        'Cookies are small files a website stores in your browser. Cinevia uses them to keep you signed in, to remember choices you make, and, only if you allow it, to understand how the site is used and how well our marketing works.',
      ],
    },
    {
      id: 'your-choices',
      heading: 'Types of Cookies and Your Choices',
      body: ['Switch each type on or off, then select Save Preferences. Your choice is stored on this browser only.'],
    },
    {
      id: 'managing',
      heading: 'Managing Cookies in Your Browser',
      body: [
        'You can also delete or block cookies in your browser’s settings. Blocking essential cookies will sign you out and stop Cinevia from working. Clearing your browser data resets the choices on this page.',
      ],
    },
    {
      id: 'third-party',
      heading: 'Third-Party Cookies',
      body: [
        'Some parts of Cinevia come from other companies and may set their own cookies: the video player that streams our films, and our card payment provider, which uses cookies to prevent fraud during checkout. Their use is covered by those companies’ own policies.',
        { facts: [emailFact('Privacy team', EMAILS.privacy)] },
      ],
    },
  ],
};
