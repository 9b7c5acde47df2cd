import {
  EVERY_RATING,
  MATURITY_RATINGS,
  maySee,
  VIDEO_CATEGORIES,
  type MaturityRating,
  type VideoCategory,
} from '@cinevia/proto';
import { applyBrowseFilter, countByBrowseGenre, type BrowseFilter, type BrowseGenre } from '../domain/browse';
import { homeRows, type HomeRow } from '../domain/home-rows';
import { createSearchIndex, type SearchScope } from '../domain/search';
import { sameFilm, type StoredVideo } from '../domain/video';

/**
 * The catalogue as every replica serves it: all live films in memory (about 1.5 KB each with the
 * search index: ~15 MB at 10,000 films), loaded at start and kept current from `catalogue.video.*`.
 * A change is applied only if it is at least as new as what is held (events may repeat what the
 * load already read), and a deleted film never comes back. Lists derived from the films (newest
 * first, rows, categories) are built once per change and maturity level, on the first read after it.
 */
interface Views {
  newestFirst: StoredVideo[];
  featured: StoredVideo[];
  byCategory: Map<VideoCategory, StoredVideo[]>;
  rows: HomeRow<StoredVideo>[];
  /** Filled as filters are asked for. */
  browse: Map<string, StoredVideo[]>;
  genreCounts?: Map<string, number>;
}

export function createCatalogue(genres: readonly BrowseGenre[]) {
  const films = new Map<string, StoredVideo>();
  const deleted = new Set<string>();
  const searchIndex = createSearchIndex();
  const viewsByLevel = new Map<MaturityRating, Views>();
  let version = 0;

  function changed() {
    viewsByLevel.clear();
    version += 1;
  }

  const visibleAt = (level: MaturityRating, film: StoredVideo | undefined): film is StoredVideo =>
    film !== undefined && maySee(level, film.maturityRating);

  function viewsAt(level: MaturityRating): Views {
    const held = viewsByLevel.get(level);
    if (held) return held;
    const newestFirst =
      level === EVERY_RATING
        ? [...films.values()].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || a.id.localeCompare(b.id))
        : viewsAt(EVERY_RATING).newestFirst.filter((film) => visibleAt(level, film));
    const views: Views = {
      newestFirst,
      featured: newestFirst.filter((film) => film.isFeatured),
      byCategory: new Map(
        VIDEO_CATEGORIES.map((category) => [category, newestFirst.filter((film) => film.category === category)]),
      ),
      rows: homeRows(newestFirst),
      browse: new Map(),
    };
    viewsByLevel.set(level, views);
    return views;
  }

  /** The catalogue as a viewer allowed up to `level` sees it: no film above it in any list, count or search. */
  function seenAt(level: MaturityRating) {
    const views = () => viewsAt(level);
    const scope: SearchScope | undefined =
      level === EVERY_RATING ? undefined : { name: level, includes: (id) => visibleAt(level, films.get(id)) };
    return {
      get: (id: string): StoredVideo | null => {
        const film = films.get(id);
        return visibleAt(level, film) ? film : null;
      },
      newestFirst: () => views().newestFirst,
      featured: () => views().featured,
      byCategory: (category: VideoCategory) => views().byCategory.get(category) ?? [],
      rows: () => views().rows,
      browse(filter: BrowseFilter): StoredVideo[] {
        const { browse, newestFirst } = views();
        const key = JSON.stringify(filter);
        if (!browse.has(key)) browse.set(key, applyBrowseFilter(newestFirst, filter, genres));
        return browse.get(key)!;
      },
      /** How many films each browse genre holds, by genre id. */
      genreCounts(): Map<string, number> {
        const held = views();
        held.genreCounts ??= countByBrowseGenre(held.newestFirst, genres);
        return held.genreCounts;
      },
      /** Films matching the text, best first, at most `limit` (see domain/search.ts). */
      search: (query: string, limit: number): StoredVideo[] =>
        searchIndex.search(query, limit, scope).map((id) => films.get(id)!),
    };
  }
  const levels = new Map(MATURITY_RATINGS.map((level) => [level, seenAt(level)]));

  return {
    /**
     * Holds a new or changed film, unless a newer version is held or the film was deleted. The same
     * version again (this replica's own write, back as its event) changes nothing.
     */
    put(film: StoredVideo): void {
      if (deleted.has(film.id)) return;
      const held = films.get(film.id);
      if (held && held.updatedAt > film.updatedAt) return;
      if (held && held.updatedAt.getTime() === film.updatedAt.getTime() && sameFilm(held, film)) return;
      films.set(film.id, film);
      searchIndex.put(film);
      changed();
    },
    remove(id: string): void {
      deleted.add(id);
      if (!films.delete(id)) return;
      searchIndex.remove(id);
      changed();
    },
    /** Any film, whatever its rating: for the administrator's changes. */
    get: (id: string): StoredVideo | null => films.get(id) ?? null,
    get size() {
      return films.size;
    },
    /** Bumped on every change: what a cache of derived replies is keyed by. */
    get version() {
      return version;
    },
    /** What a viewer allowed up to `level` may see of the catalogue. */
    seenAt: (level: MaturityRating) => levels.get(level)!,
    /** The admin's table: every film newest first, or the films matching the text, newest first. */
    adminList(query: string): StoredVideo[] {
      if (!query.trim()) return viewsAt(EVERY_RATING).newestFirst;
      return searchIndex
        .search(query, films.size)
        .map((id) => films.get(id)!)
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    },
  };
}
export type Catalogue = ReturnType<typeof createCatalogue>;
