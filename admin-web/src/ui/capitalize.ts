/** 'trending' → 'Trending': how the portal shows category values (spec section 3). */
export function capitalize(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}
