/**
 * Search without a text index (FerretDB 1.x has no `$text`): each film stores the normalised words of
 * its title, description and genre (`terms`, a multikey index), and a query matches films having, for
 * every query word, a term starting with it. Title matches rank first.
 */
const MAX_QUERY_WORDS = 8;

export function words(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

export function searchTerms(film: { title: string; description: string; genre: string }): string[] {
  return [...new Set([...words(film.title), ...words(film.description), ...words(film.genre)])];
}

/** The words to look for; none for blank or whitespace text. */
export function queryWords(query: string): string[] {
  return [...new Set(words(query))].slice(0, MAX_QUERY_WORDS);
}

/** Title matches first (all query words start a title word), then by rating, then by title. */
export function rankResults<Film extends { title: string; rating: string | null }>(
  films: Film[],
  query: string[],
): Film[] {
  const titleMatch = (film: Film) => {
    const titleWords = words(film.title);
    return query.every((word) => titleWords.some((titleWord) => titleWord.startsWith(word)));
  };
  return [...films].sort(
    (a, b) =>
      Number(titleMatch(b)) - Number(titleMatch(a)) ||
      Number(b.rating ?? 0) - Number(a.rating ?? 0) ||
      a.title.localeCompare(b.title),
  );
}
