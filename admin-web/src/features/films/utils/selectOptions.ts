import { ADMIN_CATEGORIES, MATURITY_RATINGS, VIDEO_GENRES } from '@cinevia/proto';
import { type SelectOption } from '@cinevia/ui';
import { capitalize } from '../../../ui/capitalize';

/**
 * The fixed list, plus a film's stored value when the list lacks it (an older genre, or category
 * 'other'), so editing shows what is saved instead of silently showing the empty choice.
 */
function withCurrent(values: readonly string[], current: string | undefined, label: (value: string) => string) {
  const all = current && !values.includes(current) ? [...values, current] : values;
  return all.map((value): SelectOption => [value, label(value)]);
}

export function genreOptions(current?: string): SelectOption[] {
  return withCurrent(VIDEO_GENRES, current, (genre) => genre);
}

/** Shown capitalised, sent as stored (spec section 3). */
export function categoryOptions(current?: string): SelectOption[] {
  return withCurrent(ADMIN_CATEGORIES, current, capitalize);
}

export function maturityOptions(): SelectOption[] {
  return MATURITY_RATINGS.map((rating) => [rating, rating]);
}
