/** The categories page's filters: the three fixed chips, or one browse genre. */
export type BrowseFilter =
  { kind: 'all' } | { kind: 'trending' } | { kind: 'featured' } | { kind: 'genre'; id: string };

export type FilterVideo = { genre: string; category: string };
export type BrowseGenre = { id: string; name: string; description: string };

// Case-insensitive; plain lower-casing rather than localeCompare, which is slow over 10,000 films.
const sameText = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * A film belongs to a browse genre when its genre is the genre's name or id, or its category is
 * the genre's id, ignoring case (spec section 2).
 */
export function matchesBrowseGenre(video: FilterVideo, genre: BrowseGenre): boolean {
  return sameText(video.genre, genre.name) || sameText(video.genre, genre.id) || sameText(video.category, genre.id);
}

export function applyBrowseFilter<V extends FilterVideo>(
  videos: readonly V[],
  filter: BrowseFilter,
  genres: readonly BrowseGenre[],
): V[] {
  switch (filter.kind) {
    case 'all':
      return [...videos];
    case 'trending':
      return videos.filter((video) => video.category === 'trending');
    case 'featured':
      return videos.filter((video) => video.category === 'popular');
    case 'genre': {
      const genre = genres.find((candidate) => candidate.id === filter.id);
      return genre ? videos.filter((video) => matchesBrowseGenre(video, genre)) : [];
    }
  }
}

/** How many films each browse genre holds, by genre id, in one pass over the films. */
export function countByBrowseGenre(
  videos: readonly FilterVideo[],
  genres: readonly BrowseGenre[],
): Map<string, number> {
  const wanted = genres.map((genre) => ({ id: genre.id, name: genre.name.toLowerCase(), key: genre.id.toLowerCase() }));
  const counts = new Map(genres.map((genre) => [genre.id, 0]));
  for (const video of videos) {
    const genre = video.genre.toLowerCase();
    const category = video.category.toLowerCase();
    for (const { id, name, key } of wanted) {
      if (genre === name || genre === key || category === key) counts.set(id, counts.get(id)! + 1);
    }
  }
  return counts;
}
