/**
 * The landing page hands the typed email to the signup form in router state rather than the URL,
 * so the address never lands in server logs or browser history.
 */
export type SignupPrefill = { email: string };

export function readSignupPrefill(state: unknown): SignupPrefill {
  if (typeof state === 'object' && state !== null && 'email' in state && typeof state.email === 'string') {
    return { email: state.email };
  }
  return { email: '' };
}
