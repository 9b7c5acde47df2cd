import { EVERY_RATING, MATURITY_RATINGS, maySee, VIDEO_GENRES, type MaturityRating } from '@cinevia/proto';
import { createSearchIndex } from '../domain/search';
import { placesOf, sameSeries, type EpisodePlace, type StoredSeries } from '../domain/series';

/**
 * The series as every replica serves them: all live series in memory with an index of their
 * episodes by id, loaded at start and kept current from `catalogue.series.*` (as the films are, see
 * catalogue.ts: a change no newer than what is held is ignored, a deleted series never comes back).
 * Lists are built once per change and maturity level, on the first read after it.
 */
export function createSeriesShelf() {
  const shelf = new Map<string, StoredSeries>();
  const episodes = new Map<string, EpisodePlace>();
  const deleted = new Set<string>();
  const newestFirstByLevel = new Map<MaturityRating, StoredSeries[]>();
  const featuredByLevel = new Map<MaturityRating, StoredSeries[]>();
  const byGenreByLevel = new Map<MaturityRating, Map<string, StoredSeries[]>>();
  // Found by the films' rules (title, description, genre; prefixes and near spellings).
  const searchIndex = createSearchIndex();

  function forget(id: string): boolean {
    const held = shelf.get(id);
    if (!held) return false;
    for (const [episodeId] of placesOf(held)) episodes.delete(episodeId);
    shelf.delete(id);
    return true;
  }

  function changed() {
    newestFirstByLevel.clear();
    featuredByLevel.clear();
    byGenreByLevel.clear();
  }

  const visibleAt = (level: MaturityRating, series: StoredSeries | undefined): series is StoredSeries =>
    series !== undefined && maySee(level, series.maturityRating);

  function newestFirst(level: MaturityRating): StoredSeries[] {
    let list = newestFirstByLevel.get(level);
    if (!list) {
      list =
        level === EVERY_RATING
          ? [...shelf.values()].sort(
              (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || a.id.localeCompare(b.id),
            )
          : newestFirst(EVERY_RATING).filter((series) => visibleAt(level, series));
      newestFirstByLevel.set(level, list);
    }
    return list;
  }

  function featured(level: MaturityRating): StoredSeries[] {
    let list = featuredByLevel.get(level);
    if (!list) featuredByLevel.set(level, (list = newestFirst(level).filter((series) => series.isFeatured)));
    return list;
  }

  function byGenre(level: MaturityRating, genre: string): StoredSeries[] {
    let genres = byGenreByLevel.get(level);
    if (!genres) byGenreByLevel.set(level, (genres = new Map()));
    let list = genres.get(genre);
    if (!list) genres.set(genre, (list = newestFirst(level).filter((series) => series.genre === genre)));
    return list;
  }

  /** The series as a viewer allowed up to `level` sees them: none above it, nor any of its episodes. */
  function seenAt(level: MaturityRating) {
    const scope =
      level === EVERY_RATING ? undefined : { name: level, includes: (id: string) => visibleAt(level, shelf.get(id)) };
    return {
      get: (id: string): StoredSeries | null => {
        const series = shelf.get(id);
        return visibleAt(level, series) ? series : null;
      },
      /** The genres holding series, in the catalogue's order, with how many each. */
      genres: (): { name: string; seriesCount: number }[] =>
        VIDEO_GENRES.map((name) => ({ name, seriesCount: byGenre(level, name).length })).filter(
          (genre) => genre.seriesCount > 0,
        ),
      /** Every series newest first, or those of one genre. */
      list: (genre?: string): StoredSeries[] => (genre ? byGenre(level, genre) : newestFirst(level)),
      /** The featured series, newest first. */
      featured: (): StoredSeries[] => featured(level),
      episode: (id: string): EpisodePlace | null => {
        const place = episodes.get(id);
        return place && visibleAt(level, place.series) ? place : null;
      },
      /** Series matching the text, title matches first, best first, at most `limit`. */
      search: (query: string, limit: number): StoredSeries[] =>
        searchIndex.search(query, limit, scope).map((id) => shelf.get(id)!),
    };
  }
  const levels = new Map(MATURITY_RATINGS.map((level) => [level, seenAt(level)]));

  return {
    /** Holds a new or changed series, unless a newer version is held or it was deleted. */
    put(series: StoredSeries): void {
      if (deleted.has(series.id)) return;
      const held = shelf.get(series.id);
      if (held && held.updatedAt > series.updatedAt) return;
      if (held && held.updatedAt.getTime() === series.updatedAt.getTime() && sameSeries(held, series)) return;
      forget(series.id);
      shelf.set(series.id, series);
      for (const [episodeId, place] of placesOf(series)) episodes.set(episodeId, place);
      searchIndex.put(series);
      changed();
    },
    remove(id: string): void {
      deleted.add(id);
      if (forget(id)) {
        searchIndex.remove(id);
        changed();
      }
    },
    /** Any series, whatever its rating: for the administrator's changes. */
    get: (id: string): StoredSeries | null => shelf.get(id) ?? null,
    get size() {
      return shelf.size;
    },
    /** What a viewer allowed up to `level` may see of the series. */
    seenAt: (level: MaturityRating) => levels.get(level)!,
    /** The admin's table: every series newest first, or those whose title holds the text. */
    adminList(query: string): StoredSeries[] {
      const text = query.trim().toLowerCase();
      const all = newestFirst(EVERY_RATING);
      return text ? all.filter((series) => series.title.toLowerCase().includes(text)) : all;
    },
  };
}
export type SeriesShelf = ReturnType<typeof createSeriesShelf>;
