/** A film's rating as the cards show it ('★ 8.5'), or null when it has none. */
export function formatRating(rating: string | null): string | null {
  const value = rating?.trim();
  return value ? `★ ${value}` : null;
}

/** The numeric rating, or null when it is missing or not a number. */
export function ratingValue(rating: string | null): number | null {
  if (!rating) return null;
  const value = Number.parseFloat(rating);
  return Number.isFinite(value) ? value : null;
}
