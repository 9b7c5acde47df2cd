import { filterFromParams, filterInput, paramsFromFilter } from './browseFilter';

const GENRES = ['sci-fi', 'drama'];

describe('filterFromParams()', () => {
  it('reads a known genre, then show, then falls back to everything', () => {
    expect(filterFromParams(new URLSearchParams('genre=sci-fi'), GENRES)).toEqual({ kind: 'genre', id: 'sci-fi' });
    expect(filterFromParams(new URLSearchParams('show=featured'), GENRES)).toEqual({ kind: 'featured' });
    expect(filterFromParams(new URLSearchParams('genre=unknown&show=trending'), GENRES)).toEqual({ kind: 'trending' });
    expect(filterFromParams(new URLSearchParams('show=popular'), GENRES)).toEqual({ kind: 'all' });
  });

  it('round-trips through the address', () => {
    for (const filter of [{ kind: 'all' }, { kind: 'trending' }, { kind: 'genre', id: 'drama' }] as const) {
      expect(filterFromParams(paramsFromFilter(filter), GENRES)).toEqual(filter);
    }
    expect(paramsFromFilter({ kind: 'all' }).toString()).toBe('');
  });
});

describe('filterInput()', () => {
  it('names the genre by id for the API', () => {
    expect(filterInput({ kind: 'genre', id: 'drama' })).toEqual({ kind: 'genre', genreId: 'drama' });
    expect(filterInput({ kind: 'trending' })).toEqual({ kind: 'trending' });
  });
});
