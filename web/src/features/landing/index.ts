/** What the landing feature offers the others; they import it from here, never from its folders. */
export { LandingFooter } from './components/LandingFooter';
export { LANDING_FAQ } from './constants/faq';
