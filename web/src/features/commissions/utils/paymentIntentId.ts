/** The payment intent's id from its client secret: the part before `_secret_` (pi_123_secret_abc → pi_123). */
export function paymentIntentId(clientSecret: string): string | null {
  const index = clientSecret.indexOf('_secret_');
  return index > 0 ? clientSecret.slice(0, index) : null;
}
