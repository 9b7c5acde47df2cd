import {
  applyBrowseFilter,
  countByBrowseGenre,
  matchesBrowseGenre,
  type BrowseGenre,
  type FilterVideo,
} from './browse';

const sciFi: BrowseGenre = { id: 'sci-fi', name: 'Sci-Fi', description: 'Futures.' };
const shortFilm: BrowseGenre = { id: 'short-film', name: 'Short Film', description: 'Short.' };
const film = (genre: string, category = 'new'): FilterVideo => ({ genre, category });

describe('matchesBrowseGenre()', () => {
  it("matches the genre's name or id whatever the case", () => {
    expect(matchesBrowseGenre(film('Sci-Fi'), sciFi)).toBe(true);
    expect(matchesBrowseGenre(film('SCI-FI'), sciFi)).toBe(true);
    expect(matchesBrowseGenre(film('short-film'), shortFilm)).toBe(true);
    expect(matchesBrowseGenre(film('Short Film'), shortFilm)).toBe(true);
  });

  it("matches a category equal to the genre's id", () => {
    expect(matchesBrowseGenre(film('Drama', 'Sci-Fi'), sciFi)).toBe(true);
  });

  it('does not match other genres', () => {
    expect(matchesBrowseGenre(film('Drama'), sciFi)).toBe(false);
    expect(matchesBrowseGenre(film('Sci'), sciFi)).toBe(false);
  });
});

describe('applyBrowseFilter()', () => {
  const trending = film('Drama', 'trending');
  const popular = film('Sci-Fi', 'popular');
  const fresh = film('Comedy', 'new');
  const videos = [trending, popular, fresh];

  it('keeps every film for All Content', () => {
    expect(applyBrowseFilter(videos, { kind: 'all' }, [])).toEqual(videos);
  });

  it('maps Trending Now to category trending and Featured to category popular', () => {
    expect(applyBrowseFilter(videos, { kind: 'trending' }, [])).toEqual([trending]);
    expect(applyBrowseFilter(videos, { kind: 'featured' }, [])).toEqual([popular]);
  });

  it('filters by a genre, and finds nothing for a genre it does not know', () => {
    expect(applyBrowseFilter(videos, { kind: 'genre', id: 'sci-fi' }, [sciFi])).toEqual([popular]);
    expect(applyBrowseFilter(videos, { kind: 'genre', id: 'western' }, [sciFi])).toEqual([]);
  });
});

describe('countByBrowseGenre()', () => {
  it('counts each genre as matchesBrowseGenre would', () => {
    const videos = [film('Sci-Fi'), film('sci-fi'), film('Drama', 'sci-fi'), film('Short Film'), film('Drama')];
    const counts = countByBrowseGenre(videos, [sciFi, shortFilm]);
    expect(counts).toEqual(
      new Map([
        ['sci-fi', 3],
        ['short-film', 1],
      ]),
    );
    for (const genre of [sciFi, shortFilm]) {
      expect(counts.get(genre.id)).toBe(videos.filter((video) => matchesBrowseGenre(video, genre)).length);
    }
  });
});
