/**
 * Appending the next page of a list the server pages (home rows, a row's films, the categories
 * grid). The server's cursors are offsets, so a catalogue change between two pages may repeat an
 * item at the seam: repeats are dropped. A page arriving for a list that has moved on (already
 * appended, or reloaded meanwhile) is ignored rather than appended twice.
 */

/** A page of films as the API sends it (`VideoPage`). */
export type FilmPage<V> = { videos: V[]; nextCursor: string | null; totalCount: number };

/** A page of home rows as the API sends it (`HomeRowPage`). */
export type RowPage<R> = { rows: R[]; nextCursor: string | null };

function appendNew<T extends { id: string }>(shown: readonly T[], next: readonly T[]): T[] {
  const ids = new Set(shown.map((item) => item.id));
  return [...shown, ...next.filter((item) => !ids.has(item.id))];
}

/** `current` followed by `next`, the page fetched with `after`. */
export function appendFilmPage<V extends { id: string }, P extends FilmPage<V>>(
  current: P,
  next: FilmPage<V>,
  after: string,
): P {
  if (current.nextCursor !== after) return current;
  return {
    ...current,
    videos: appendNew(current.videos, next.videos),
    nextCursor: next.nextCursor,
    totalCount: next.totalCount,
  };
}

/** `current` followed by `next`, the page of rows fetched with `after`. */
export function appendRowPage<R extends { id: string }, P extends RowPage<R>>(
  current: P,
  next: RowPage<R>,
  after: string,
): P {
  if (current.nextCursor !== after) return current;
  return { ...current, rows: appendNew(current.rows, next.rows), nextCursor: next.nextCursor };
}

/**
 * The rows with row `rowId`'s films followed by `next`, fetched with `after`. A row that has left
 * the home page since (null) keeps what it shows and asks for nothing more.
 */
export function appendRowFilms<V extends { id: string }, R extends { id: string; videos: FilmPage<V> }>(
  rows: readonly R[],
  rowId: string,
  next: FilmPage<V> | null,
  after: string,
): R[] {
  return rows.map((row) => {
    if (row.id !== rowId) return row;
    if (next) return { ...row, videos: appendFilmPage(row.videos, next, after) };
    return row.videos.nextCursor === after ? { ...row, videos: { ...row.videos, nextCursor: null } } : row;
  });
}
