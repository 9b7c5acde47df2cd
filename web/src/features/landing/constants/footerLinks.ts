export type FooterLink = { to: string; label: string };

/** Spec section 2, in the spec's order. */
export const FOOTER_LINKS: FooterLink[] = [
  { to: '/faq', label: 'FAQ' },
  { to: '/investor-relations', label: 'Investor Relations' },
  { to: '/privacy', label: 'Privacy' },
  { to: '/speed-test', label: 'Speed Test' },
  { to: '/help', label: 'Help Center' },
  { to: '/jobs', label: 'Jobs' },
  { to: '/cookie-preferences', label: 'Cookie Preferences' },
  { to: '/legal-notices', label: 'Legal Notices' },
  { to: '/profile', label: 'Account' },
  { to: '/ways-to-watch', label: 'Ways to Watch' },
  { to: '/corporate-information', label: 'Corporate Information' },
  { to: '/only-on-cinevia', label: 'Only on Cinevia' },
  { to: '/media-center', label: 'Media Center' },
  { to: '/terms', label: 'Terms of Use' },
  { to: '/contact', label: 'Contact Us' },
];
