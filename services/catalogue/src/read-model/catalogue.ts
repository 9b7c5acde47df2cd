import { VIDEO_CATEGORIES, type VideoCategory } from '@cinevia/proto';
import { applyBrowseFilter, countByBrowseGenre, type BrowseFilter, type BrowseGenre } from '../domain/browse';
import { homeRows, type HomeRow } from '../domain/home-rows';
import { createSearchIndex } from '../domain/search';
import { sameFilm, type StoredVideo } from '../domain/video';

/**
 * The catalogue as every replica serves it: all live films in memory (about 1.5 KB each with the
 * search index: ~15 MB at 10,000 films), loaded at start and kept current from `catalogue.video.*`.
 * A change is applied only if it is at least as new as what is held (events may repeat what the
 * load already read), and a deleted film never comes back. Lists derived from the films (newest
 * first, rows, categories) are built once per change, on the first read after it.
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
  let views: Views | undefined;
  let version = 0;

  function changed() {
    views = undefined;
    version += 1;
  }

  function currentViews(): Views {
    if (views) return views;
    const newestFirst = [...films.values()].sort(
      (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || a.id.localeCompare(b.id),
    );
    views = {
      newestFirst,
      featured: newestFirst.filter((film) => film.isFeatured),
      byCategory: new Map(
        VIDEO_CATEGORIES.map((category) => [category, newestFirst.filter((film) => film.category === category)]),
      ),
      rows: homeRows(newestFirst),
      browse: new Map(),
    };
    return views;
  }

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
    get: (id: string): StoredVideo | null => films.get(id) ?? null,
    get size() {
      return films.size;
    },
    /** Bumped on every change: what a cache of derived replies is keyed by. */
    get version() {
      return version;
    },
    newestFirst: () => currentViews().newestFirst,
    featured: () => currentViews().featured,
    byCategory: (category: VideoCategory) => currentViews().byCategory.get(category) ?? [],
    rows: () => currentViews().rows,
    row: (key: string) => currentViews().rows.find((row) => row.key === key) ?? null,
    browse(filter: BrowseFilter): StoredVideo[] {
      const { browse, newestFirst } = currentViews();
      const key = JSON.stringify(filter);
      if (!browse.has(key)) browse.set(key, applyBrowseFilter(newestFirst, filter, genres));
      return browse.get(key)!;
    },
    /** How many films each browse genre holds, by genre id. */
    genreCounts(): Map<string, number> {
      const held = currentViews();
      held.genreCounts ??= countByBrowseGenre(held.newestFirst, genres);
      return held.genreCounts;
    },
    /** Films matching the text, best first, at most `limit` (see domain/search.ts). */
    search: (query: string, limit: number): StoredVideo[] =>
      searchIndex.search(query, limit).map((id) => films.get(id)!),
    /** The admin's table: every film newest first, or the films matching the text, newest first. */
    adminList(query: string): StoredVideo[] {
      if (!query.trim()) return currentViews().newestFirst;
      return searchIndex
        .search(query, films.size)
        .map((id) => films.get(id)!)
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    },
  };
}
export type Catalogue = ReturnType<typeof createCatalogue>;
