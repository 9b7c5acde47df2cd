import MiniSearch, { type Options } from 'minisearch';
import {
  allowedTypos,
  filmTerms,
  mayAlter,
  queryWords,
  SEARCH_FIELDS,
  words,
  type FilmTerms,
  type SearchableFilm,
} from '@cinevia/proto';

/**
 * Full-text search over the catalogue, in memory (MiniSearch: small, well kept, with prefix search,
 * fuzzy matching and per-field boosts, and incremental add/remove so an edit costs one document).
 * Every query word must match (a prefix as typed, or a near spelling: `lantren` finds Lantern); the
 * title weighs most; films whose title matches every word come first, then by relevance (the
 * matching rules are proto's, which the gateway's kept replies follow too).
 */

/**
 * Answers kept, most recent last. Members typing ask the same words and prefixes again and again,
 * and an answer is the same for everyone: a common word matches thousands of films, every one of
 * which the index scores on each asking (about 0.5 ms at 10,000 films, several during a bulk
 * import). A new word still goes to the index.
 */
const KEPT_ANSWERS = 1_000;
/**
 * The latest changes, each with the words of the film it made: a kept answer stays good after a
 * change unless the changed film was in it or might match it now. An answer older than all of these
 * is asked of the index again.
 */
const CHANGES_KEPT = 1_000;

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

/**
 * Which films a search may return, when not every film (a profile's maturity level): `name` keeps
 * its answers apart from everyone else's.
 */
export interface SearchScope {
  name: string;
  includes: (id: string) => boolean;
}

interface KeptAnswer {
  ids: string[];
  /** Whether it is `limit` films found by their titles alone. */
  titlesOnly: boolean;
  /** The catalogue's version the answer is known good for. */
  version: number;
  /** The ids as a set, made when a change is checked against the answer. */
  found?: Set<string>;
}

/** A film added, edited (its words now) or removed (no words). */
interface Change {
  id: string;
  terms: FilmTerms | null;
}

export function createSearchIndex() {
  // Two indexes: titles alone, searched first, and every field. Fuzzy matching walks the whole
  // vocabulary of an index, and titles have a small one, so the title pass costs a fraction of the
  // full one, which runs only when titles give fewer results than asked.
  const titles = new MiniSearch<SearchableFilm>(options(['title']));
  const everything = new MiniSearch<SearchableFilm>(options(SEARCH_FIELDS));
  const indexes = [titles, everything];
  const answers = new Map<string, KeptAnswer>();
  /** Every change counts one version; `changes` holds the latest, oldest first. */
  let version = 0;
  let changes: Change[] = [];

  function changed(id: string, terms: FilmTerms | null): void {
    version += 1;
    changes.push({ id, terms });
    if (changes.length >= 2 * CHANGES_KEPT) changes = changes.slice(-CHANGES_KEPT);
  }

  /**
   * Whether an answer kept from `kept.version` is still what the index would say now: no film
   * changed since was in it or might match it. (Scores also drift a little as films come and go,
   * with the fields' average length; a kept answer does not follow that drift.)
   */
  function stillGood(kept: KeptAnswer, wanted: string[]): boolean {
    const since = changes.length - (version - kept.version);
    if (since < 0) return false;
    if (since === changes.length) return true;
    const answer = { found: (kept.found ??= new Set(kept.ids)), titlesOnly: kept.titlesOnly };
    for (let index = since; index < changes.length; index += 1) {
      const { id, terms } = changes[index]!;
      if (mayAlter(wanted, answer, id, terms)) return false;
    }
    return true;
  }

  function searchIndexes(wanted: string, limit: number, scope?: SearchScope): Omit<KeptAnswer, 'version'> {
    const filter = scope && ((result: { id: unknown }) => scope.includes(String(result.id)));
    const inTitle = titles.search(wanted, { filter }).map((result) => String(result.id));
    if (inTitle.length >= limit) return { ids: inTitle.slice(0, limit), titlesOnly: true };
    const seen = new Set(inTitle);
    const elsewhere: string[] = [];
    for (const result of everything.search(wanted, { filter })) {
      if (inTitle.length + elsewhere.length >= limit) break;
      if (!seen.has(String(result.id))) elsewhere.push(String(result.id));
    }
    return { ids: [...inTitle, ...elsewhere], titlesOnly: false };
  }

  return {
    /** Adds or replaces a film. */
    put(film: SearchableFilm): void {
      const entry = { id: film.id, title: film.title, description: film.description, genre: film.genre };
      for (const index of indexes) {
        if (index.has(film.id)) index.replace(entry);
        else index.add(entry);
      }
      changed(film.id, filmTerms(film));
    },
    remove(id: string): void {
      for (const index of indexes) if (index.has(id)) index.discard(id);
      changed(id, null);
    },
    /**
     * Ids of the films matching every word, title matches first, best first; at most `limit`, and
     * only films in `scope` when one is given.
     */
    search(query: string, limit: number, scope?: SearchScope): string[] {
      const wanted = queryWords(query);
      if (wanted.length === 0) return [];
      const key = `${scope?.name ?? ''} ${limit} ${wanted.join(' ')}`;
      let kept = answers.get(key);
      answers.delete(key);
      if (!kept || !stillGood(kept, wanted)) kept = { ...searchIndexes(wanted.join(' '), limit, scope), version };
      kept.version = version;
      answers.set(key, kept);
      if (answers.size > KEPT_ANSWERS) answers.delete(answers.keys().next().value!);
      return kept.ids;
    },
  };
}
export type SearchIndex = ReturnType<typeof createSearchIndex>;
