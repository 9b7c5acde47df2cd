import { pageBrand } from '@cinevia/ui';

/** The brand this page was served with (the gateway may set the company's name and phone). */
export const config = pageBrand();

/** The phone number as a `tel:` address, digits only. */
export const supportPhoneHref = `tel:${config.supportPhone.replace(/[^\d+]/g, '')}`;
