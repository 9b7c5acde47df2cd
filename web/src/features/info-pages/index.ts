/** What the info-pages feature offers the others; they import it from here, never from its folders. */
export { InfoLayout } from './components/InfoLayout';
export { InfoSection } from './components/InfoSection';
export { PageHeading } from './components/InfoPage';
export { FILM_CONTACT_WINDOW, FILM_FEE, PREMIUM_PRICE } from './content/company';
