import { distance } from 'fastest-levenshtein';

/**
 * What a catalogue search looks for and which films it may find: the catalogue's index matches by
 * these rules, and a search answer kept elsewhere (the catalogue's, the gateway's replies) stays good
 * after a film changes unless the film was in it or might match it now.
 */
const MAX_QUERY_WORDS = 8;
/** Films in a search's answer unless it asks for another number. */
export const SEARCH_RESULTS = 50;
/** Series a search returns beside its films: a few, shown first (a series is a whole show). */
export const SERIES_SEARCH_RESULTS = 10;
export const SEARCH_FIELDS = ['title', 'description', 'genre'] as const;

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
export function allowedTypos(word: string): number {
  if (word.length <= 3) return 0;
  return word.length <= 5 ? 1 : 2;
}

/** The words a film is found by, in any field. */
export const termsOf = (film: Omit<SearchableFilm, 'id'>): Set<string> =>
  new Set(SEARCH_FIELDS.flatMap((field) => words(film[field])));

/**
 * Whether the index could find the film for these words: each word a prefix of one of its terms or
 * within the word's typos of one, as the index matches them.
 */
export function mightMatch(wanted: readonly string[], terms: ReadonlySet<string>): boolean {
  return wanted.every((word) => {
    const typos = allowedTypos(word);
    for (const term of terms) {
      if (term.startsWith(word)) return true;
      if (typos > 0 && Math.abs(term.length - word.length) <= typos && distance(term, word) <= typos) return true;
    }
    return false;
  });
}

/** A changed film's words: in any field, and in its title alone. */
export interface FilmTerms {
  all: ReadonlySet<string>;
  title: ReadonlySet<string>;
}

export const filmTerms = (film: Omit<SearchableFilm, 'id'>): FilmTerms => ({
  all: termsOf(film),
  title: new Set(words(film.title)),
});

/**
 * A kept search answer: the films in it, and whether it is a full answer of title matches (those
 * rank first, so then only a film whose title might match can enter it).
 */
export interface KeptSearch {
  found: ReadonlySet<string>;
  titlesOnly: boolean;
}

/** Whether a change to one film (its words now; null: deleted) may alter a kept answer for these words. */
export function mayAlter(wanted: readonly string[], kept: KeptSearch, id: string, terms: FilmTerms | null): boolean {
  if (kept.found.has(id)) return true;
  if (!terms || wanted.length === 0) return false;
  return mightMatch(wanted, kept.titlesOnly ? terms.title : terms.all);
}
