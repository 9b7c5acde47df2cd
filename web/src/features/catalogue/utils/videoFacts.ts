/** A film's rating as the cards show it ('★ 8.5'), or null when it has none. */
export function formatRating(rating: string | null): string | null {
  const value = rating?.trim();
  return value ? `★ ${value}` : null;
}
