import MiniSearch, { type Options } from 'minisearch';

/**
 * Full-text search over the catalogue, in memory (MiniSearch: small, well kept, with prefix search,
 * fuzzy matching and per-field boosts, and incremental add/remove so an edit costs one document).
 * Every query word must match (a prefix as typed, or a near spelling: `lantren` finds Lantern); the
 * title weighs most; films whose title matches every word come first, then by relevance.
 */
const MAX_QUERY_WORDS = 8;
/**
 * Answers kept until the catalogue next changes, most recent last. Members typing ask the same
 * words and prefixes again and again, and an answer is the same for everyone: a common word matches
 * thousands of films, every one of which the index scores on each asking (about 0.5 ms at 10,000
 * films). A new word still goes to the index.
 */
const KEPT_ANSWERS = 1_000;
const FIELDS = ['title', 'description', 'genre'] as const;

export interface SearchableFilm {
  id: string;
  title: string;
  description: string;
  genre: string;
}

export function words(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** The words to look for; none for blank or whitespace text. */
export function queryWords(query: string): string[] {
  return [...new Set(words(query))].slice(0, MAX_QUERY_WORDS);
}

/** Edits allowed for a word: none for short words (too many accidental matches), then one, then two. */
function allowedTypos(word: string): number {
  if (word.length <= 3) return 0;
  return word.length <= 5 ? 1 : 2;
}

const options = (fields: readonly (keyof SearchableFilm)[]): Options<SearchableFilm> => ({
  fields: [...fields],
  tokenize: words,
  processTerm: (term: string) => term,
  searchOptions: {
    combineWith: 'AND',
    prefix: true,
    fuzzy: (term: string) => allowedTypos(term),
    boost: { title: 3, genre: 1.5, description: 1 },
  },
});

export function createSearchIndex() {
  // Two indexes: titles alone, searched first, and every field. Fuzzy matching walks the whole
  // vocabulary of an index, and titles have a small one, so the title pass costs a fraction of the
  // full one, which runs only when titles give fewer results than asked.
  const titles = new MiniSearch<SearchableFilm>(options(['title']));
  const everything = new MiniSearch<SearchableFilm>(options(FIELDS));
  const indexes = [titles, everything];
  const answers = new Map<string, string[]>();

  function searchIndexes(wanted: string, limit: number): string[] {
    const inTitle = titles.search(wanted).map((result) => String(result.id));
    if (inTitle.length >= limit) return inTitle.slice(0, limit);
    const seen = new Set(inTitle);
    const elsewhere: string[] = [];
    for (const result of everything.search(wanted)) {
      if (inTitle.length + elsewhere.length >= limit) break;
      if (!seen.has(String(result.id))) elsewhere.push(String(result.id));
    }
    return [...inTitle, ...elsewhere];
  }

  return {
    /** Adds or replaces a film. */
    put(film: SearchableFilm): void {
      const entry = { id: film.id, title: film.title, description: film.description, genre: film.genre };
      for (const index of indexes) {
        if (index.has(film.id)) index.replace(entry);
        else index.add(entry);
      }
      answers.clear();
    },
    remove(id: string): void {
      for (const index of indexes) if (index.has(id)) index.discard(id);
      answers.clear();
    },
    /** Ids of the films matching every word, title matches first, best first; at most `limit`. */
    search(query: string, limit: number): string[] {
      const wanted = queryWords(query).join(' ');
      if (!wanted) return [];
      const key = `${limit} ${wanted}`;
      const kept = answers.get(key);
      answers.delete(key);
      const answer = kept ?? searchIndexes(wanted, limit);
      answers.set(key, answer);
      if (answers.size > KEPT_ANSWERS) answers.delete(answers.keys().next().value!);
      return answer;
    },
  };
}
export type SearchIndex = ReturnType<typeof createSearchIndex>;
