/**
 * As-you-type formatting for the simulated card form, shaped like the provider's own fields. Only
 * the look changes: `simulatedCardBody` strips the spaces again before anything is sent.
 */

const CARD_NUMBER_MAX_DIGITS = 19;
const CVC_MAX_DIGITS = 4;

function digitsOf(value: string): string {
  return value.replace(/\D/g, '');
}

/** '4242424242424242' → '4242 4242 4242 4242': groups of four, at most 19 digits. */
export function formatCardNumber(value: string): string {
  const digits = digitsOf(value).slice(0, CARD_NUMBER_MAX_DIGITS);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * '1234' → '12/34'. A first digit above 1 can only be a one-digit month, so it gets its leading
 * zero ('4' → '04/'). The slash appears once the month is complete; deleting it deletes the month's
 * last digit too, so Backspace never gets stuck on it.
 */
export function formatExpiry(value: string, previous = ''): string {
  let digits = digitsOf(value);
  if (/^[2-9]/.test(digits)) digits = `0${digits}`;
  digits = digits.slice(0, 4);
  const deletingSlash = previous.endsWith('/') && value.length < previous.length && !value.includes('/');
  if (deletingSlash) return digits.slice(0, 1);
  if (digits.length < 2) return digits;
  if (digits.length === 2) return `${digits}/`;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

/** Digits only, at most four. */
export function formatCvc(value: string): string {
  return digitsOf(value).slice(0, CVC_MAX_DIGITS);
}
