/** What the account feature offers the others; they import it from here, never from its folders. */
export type { SignupPrefill } from './utils/signupPrefill';
