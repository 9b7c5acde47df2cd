import { DomainError, type FilmRequestFields, type FilmRequestStatus, type Video } from '@cinevia/proto';
import type { FilmRequest } from '../domain/film-request';

/**
 * Every film request in memory, newest first, without its long texts: the administrator's pages
 * and each member's own list come from here, never from a query (FerretDB would read every request
 * for any filter or sort). Filled once at start and kept current from commissions' own events in
 * every replica; the newest version of a request wins, so a repeated or late event changes nothing.
 */

/** What the lists show besides status and times: the title and the options picked from lists. */
export const LISTED_FIELDS = ['title', 'genre', 'duration', 'targetAudience', 'timeline', 'style', 'tone'] as const;
type ListedField = (typeof LISTED_FIELDS)[number];

export interface FilmRequestSummary {
  id: string;
  userId: string;
  status: FilmRequestStatus;
  paidAt: Date;
  createdAt: Date;
  version: number;
  /** The film delivered, once it is (commissions answers it whole: no hop to the catalogue). */
  film?: Video | undefined;
  listed: Pick<FilmRequestFields, ListedField>;
}

export function summaryOf(request: FilmRequest): FilmRequestSummary {
  const { fields, ...rest } = request;
  const listed = Object.fromEntries(LISTED_FIELDS.map((field) => [field, fields[field]]));
  return { ...rest, listed: listed as FilmRequestSummary['listed'] };
}

export interface FilmRequestPage {
  requests: FilmRequestSummary[];
  /** Where the next page starts; null on the last page. */
  nextCursor: string | null;
}

/** A position in the list: the creation time and id of the last request shown. */
interface Position {
  createdAt: number;
  id: string;
}

/** Newest first; the id breaks ties, so the order (and a cursor into it) is total. */
function compare(a: Position, b: Position): number {
  if (a.createdAt !== b.createdAt) return b.createdAt - a.createdAt;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

const positionOf = (summary: FilmRequestSummary): Position => ({
  createdAt: summary.createdAt.getTime(),
  id: summary.id,
});

/** Opaque to clients; it names a position, not an offset, so new requests do not shift the pages. */
export function encodeCursor(position: Position): string {
  return Buffer.from(JSON.stringify([position.createdAt, position.id])).toString('base64url');
}

export function decodeCursor(cursor: string): Position {
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    if (Number.isSafeInteger(createdAt) && typeof id === 'string') return { createdAt: createdAt as number, id };
  } catch {
    // Falls through to the refusal below.
  }
  throw new DomainError('Invalid cursor');
}

export function createFilmRequestIndex() {
  const byId = new Map<string, FilmRequestSummary>();
  const newestFirst: FilmRequestSummary[] = [];
  const byMember = new Map<string, Set<string>>();

  /** The first index whose request comes after `position` in the list (binary search). */
  function indexAfter(position: Position): number {
    let [low, high] = [0, newestFirst.length];
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (compare(positionOf(newestFirst[middle]!), position) <= 0) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  function apply(summary: FilmRequestSummary): void {
    const known = byId.get(summary.id);
    if (known && known.version >= summary.version) return;
    // A request's creation time never changes, so a newer version takes its place in the list.
    const next = known ? { ...summary, createdAt: known.createdAt } : summary;
    byId.set(next.id, next);
    const at = indexAfter(positionOf(next));
    if (known) {
      newestFirst[at - 1] = next;
      return;
    }
    newestFirst.splice(at, 0, next);
    const own = byMember.get(next.userId) ?? new Set<string>();
    byMember.set(next.userId, own.add(next.id));
  }

  return {
    apply,
    /** A status change or a delivery (`film`): applied to the request the model holds, if it is newer. */
    applyStatus(change: { requestId: string; status: FilmRequestStatus; version: number; film?: Video }): void {
      const known = byId.get(change.requestId);
      if (known) apply({ ...known, status: change.status, version: change.version, film: change.film ?? known.film });
    },
    /** `first` requests after `after` (a cursor from an earlier page), newest first. */
    page(first: number, after?: string): FilmRequestPage {
      const start = after === undefined ? 0 : indexAfter(decodeCursor(after));
      const requests = newestFirst.slice(start, start + first);
      const last = requests.at(-1);
      const more = start + first < newestFirst.length;
      return { requests, nextCursor: more && last ? encodeCursor(positionOf(last)) : null };
    },
    /** A member's own requests, newest first. */
    forMember(userId: string): FilmRequestSummary[] {
      const own = [...(byMember.get(userId) ?? [])].map((id) => byId.get(id)!);
      return own.sort((a, b) => compare(positionOf(a), positionOf(b)));
    },
    get size(): number {
      return newestFirst.length;
    },
  };
}
export type FilmRequestIndex = ReturnType<typeof createFilmRequestIndex>;
