/** What the commissions feature offers the others; they import it from here, never from its folders. */
export { MyFilmRequests } from './components/MyFilmRequests';
