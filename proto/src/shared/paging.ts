import { z } from 'zod';
import { DomainError } from './errors';

/**
 * Pages of a list the server holds in order (a read model). The cursor is opaque to clients: the
 * offset of the next item, base64-encoded. Lists change rarely (the catalogue, film requests),
 * and a change between two pages at worst repeats or skips an item at the seam.
 */
export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;

export interface Page<T> {
  items: T[];
  /** Null on the last page. */
  nextCursor: string | null;
  totalCount: number;
}

const pageArgsBySize = new Map<number, ReturnType<typeof buildPageArgs>>();

/** `first` and `after` as a client sends them; either may be left out. Built once per default size. */
export function pageArgs(defaultSize = PAGE_SIZE_DEFAULT) {
  if (!pageArgsBySize.has(defaultSize)) pageArgsBySize.set(defaultSize, buildPageArgs(defaultSize));
  return pageArgsBySize.get(defaultSize)!;
}

function buildPageArgs(defaultSize: number) {
  return z.object({
    first: z
      .number()
      .int()
      .min(1, 'first must be at least 1')
      .max(PAGE_SIZE_MAX, `first must be at most ${PAGE_SIZE_MAX}`)
      .nullish()
      .transform((first) => first ?? defaultSize),
    after: z.string().max(64, 'Invalid cursor').nullish(),
  });
}

// btoa/atob rather than Buffer: the apps share this module.
const encodeCursor = (offset: number) => btoa(`o:${offset}`);

function decodeCursor(cursor: string): number {
  let decoded: string;
  try {
    decoded = atob(cursor);
  } catch {
    throw new DomainError('Invalid cursor');
  }
  const match = /^o:(\d{1,9})$/.exec(decoded);
  if (!match) throw new DomainError('Invalid cursor');
  return Number(match[1]);
}

export function pageOf<T>(items: readonly T[], first: number, after: string | null | undefined): Page<T> {
  const start = after ? decodeCursor(after) : 0;
  const end = start + first;
  return {
    items: items.slice(start, end),
    nextCursor: end < items.length ? encodeCursor(end) : null,
    totalCount: items.length,
  };
}
