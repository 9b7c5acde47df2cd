const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/**
 * A price in cents as US dollars: '$25.00', or '$25' with `whole` when there are no cents to show
 * (the plan card's headline price).
 */
export function formatPrice(cents: number, { whole = false }: { whole?: boolean } = {}): string {
  return whole && cents % 100 === 0 ? wholeDollars.format(cents / 100) : dollars.format(cents / 100);
}

/** '$25.00/month'; '$25/month' with `whole`. */
export function formatMonthlyPrice(cents: number, options: { whole?: boolean } = {}): string {
  return `${formatPrice(cents, options)}/month`;
}
