import type { BrowseFilter as BrowseFilterInput } from '../../../__generated__/graphql';

/** What the categories grid shows: the three fixed chips, or one browse genre (spec section 2). */
export type BrowseFilter =
  { kind: 'all' } | { kind: 'trending' } | { kind: 'featured' } | { kind: 'genre'; id: string };

/**
 * The filter the address names (?genre=sci-fi, ?show=trending or ?show=featured), so Back from a
 * film returns to it. A genre missing from `genreIds` shows everything.
 */
export function filterFromParams(params: URLSearchParams, genreIds: readonly string[]): BrowseFilter {
  const genreId = params.get('genre');
  if (genreId && genreIds.includes(genreId)) return { kind: 'genre', id: genreId };
  const show = params.get('show');
  return show === 'trending' || show === 'featured' ? { kind: show } : { kind: 'all' };
}

export function paramsFromFilter(filter: BrowseFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.kind === 'genre') params.set('genre', filter.id);
  else if (filter.kind !== 'all') params.set('show', filter.kind);
  return params;
}

/** The API's `BrowseFilter` input for this filter. */
export function filterInput(filter: BrowseFilter): BrowseFilterInput {
  return filter.kind === 'genre' ? { kind: 'genre', genreId: filter.id } : { kind: filter.kind };
}
