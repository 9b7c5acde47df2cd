import { useState } from 'react';
import type { ErrorLike, TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';

/** Rows per page of the portal's tables (the `first` their queries ask for). */
export const TABLE_PAGE_SIZE = 20;

/** One page of a table, as the server answered it. */
export type ServerPage<Item> = { items: Item[]; nextCursor: string | null; totalCount: number };

export type TablePage<Item> = {
  items: Item[];
  totalCount: number;
  /** Where the page asked for starts in the whole list, from 0 (ahead of `items` while it loads). */
  offset: number;
  hasPrevious: boolean;
  hasNext: boolean;
};

type PageVariables = { search: string; after?: string };

/**
 * A table's page for `search`: the first one, then Next and Previous. The cursors of the pages before
 * the current one are kept, so Previous needs no cursor from the server; a new search starts again
 * from its first page. The saving hooks refetch `query` after each change, reloading the page shown.
 */
export function usePagedTable<Data, Item>(
  query: TypedDocumentNode<Data, PageVariables>,
  search: string,
  pageOf: (data: Data) => ServerPage<Item>,
): {
  page: TablePage<Item> | undefined;
  /** A page is on its way; `page` still shows the one before it. */
  loading: boolean;
  error: ErrorLike | undefined;
  retry: () => void;
  next: () => void;
  previous: () => void;
} {
  const [trail, setTrail] = useState<{ search: string; cursors: string[] }>({ search, cursors: [] });
  const cursors = trail.search === search ? trail.cursors : [];
  const after = cursors.at(-1);
  const { data, previousData, loading, error, refetch } = useQuery(query, {
    variables: after ? { search, after } : { search },
    notifyOnNetworkStatusChange: true,
  });
  const answered = data === undefined ? undefined : pageOf(data as Data);
  // While a page loads, the one before stays up; after a failure, the error shows instead.
  const shownData = error && !data ? undefined : (data ?? previousData);
  const shown = shownData === undefined ? undefined : pageOf(shownData as Data);

  // Deleting the only row of the last page leaves it empty: show the page before instead (set while
  // rendering, as React advises for state that follows from what is rendered; the page before is not empty).
  if (answered && answered.items.length === 0 && cursors.length > 0)
    setTrail({ search, cursors: cursors.slice(0, -1) });

  return {
    page: shown && {
      items: shown.items,
      totalCount: shown.totalCount,
      offset: cursors.length * TABLE_PAGE_SIZE,
      hasPrevious: cursors.length > 0,
      hasNext: shown.nextCursor != null,
    },
    loading,
    error,
    retry: () => {
      refetch().catch((refetchError: unknown) => console.error('Could not reload the table', refetchError));
    },
    next: () => {
      const nextCursor = answered?.nextCursor;
      if (nextCursor) setTrail({ search, cursors: [...cursors, nextCursor] });
    },
    previous: () => {
      if (cursors.length > 0) setTrail({ search, cursors: cursors.slice(0, -1) });
    },
  };
}
