import type { MaturityRating } from '@cinevia/proto';
import { withSeriesRow, type CatalogueRow } from '../domain/home-rows';
import type { Catalogue } from './catalogue';
import type { SeriesShelf } from './series-shelf';

/**
 * The home page's rows at each maturity level: the films' rows with the series' row among them,
 * put together once per change of either (both lists are rebuilt only when they change, so the
 * same pair means the same rows).
 */
export function createHomePage(catalogue: Catalogue, shelf: SeriesShelf) {
  const built = new Map<MaturityRating, { films: unknown; series: unknown; rows: CatalogueRow[] }>();
  return {
    rowsAt(level: MaturityRating): CatalogueRow[] {
      const films = catalogue.seenAt(level).rows();
      const series = shelf.seenAt(level).list();
      const held = built.get(level);
      if (held && held.films === films && held.series === series) return held.rows;
      const rows = withSeriesRow(films, series);
      built.set(level, { films, series, rows });
      return rows;
    },
  };
}
export type HomePage = ReturnType<typeof createHomePage>;
