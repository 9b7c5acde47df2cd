import { FILM_FEE_CENTS, PREMIUM_PRICE_CENTS } from '@cinevia/proto';
import { config, supportPhoneHref } from '../../../config';
import type { Fact } from '../types/content';
import { formatPrice } from '../../billing';

/**
 * Facts several pages repeat, kept in one place so they cannot drift apart. The company name and
 * phone come from configuration (the gateway injects them); prices come from `proto`, as the
 * server charges them.
 */

export const PREMIUM_PRICE = formatPrice(PREMIUM_PRICE_CENTS, { whole: true });
export const FILM_FEE = formatPrice(FILM_FEE_CENTS, { whole: true });
export const FILM_CONTACT_WINDOW = '24-48 hours';

export const COMPANY = config.companyName;
export const SUPPORT_PHONE = config.supportPhone;

export const EMAILS = {
  /** Account, billing and playback questions. */
  support: 'support@cinevia.com',
  /** Custom film commissions already paid for or being planned. */
  films: 'films@cinevia.com',
  careers: 'careers@cinevia.com',
  press: 'press@cinevia.com',
  investors: 'investors@cinevia.com',
  privacy: 'privacy@cinevia.com',
  legal: 'legal@cinevia.com',
} as const;

export const ADDRESS = {
  street: '1100 Peachtree Street NE, Suite 800',
  city: 'Atlanta, GA 30309',
  country: 'United States',
} as const;

export const ADDRESS_LINE = `${ADDRESS.street}, ${ADDRESS.city}, ${ADDRESS.country}`;

/** Spec section 9. */
export const SUPPORT_HOURS = ['Mon-Fri 9:00 AM-9:00 PM EST', 'Sat-Sun 10:00 AM-6:00 PM EST'] as const;

export function emailFact(term: string, address: string): Fact {
  return { term, value: address, href: `mailto:${address}` };
}

export const PHONE_FACT: Fact = { term: 'Phone', value: SUPPORT_PHONE, href: supportPhoneHref };
export const ADDRESS_FACT: Fact = { term: 'Address', value: ADDRESS_LINE };
