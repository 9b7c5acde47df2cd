import { useState, type ReactNode } from 'react';
import { Button, Card, CardHeader, LoadingState, PageState, PlusIcon, TextField, useDebouncedValue } from '@cinevia/ui';
import { PanelLoadError } from './PanelLoadError';
import { TablePager } from './TablePager';
import type { usePagedTable } from './usePagedTable';
import styles from './TablePanel.module.css';

/** The search asks the server once typing pauses this long. */
const SEARCH_DEBOUNCE_MS = 250;

type TablePanelProps<Item> = {
  /** 'Manage Films', the panel's heading; `id` names it for the table. */
  title: string;
  id: string;
  /** The page's first panel is its h1. */
  heading: 'h1' | 'h2';
  intro: string;
  addLabel: string;
  onAdd: () => void;
  searchLabel: string;
  searchPlaceholder: string;
  /** What the table lists, one and many: ['film', 'films']. */
  noun: readonly [string, string];
  /** What a search that found nothing suggests. */
  searchHint: string;
  empty: { icon: ReactNode; title: string; text: string };
  /** The page of `search`, from a hook built on usePagedTable. */
  usePage: (search: string) => ReturnType<typeof usePagedTable<unknown, Item>>;
  /** The table of a page's rows; `busy` while another page is on its way. */
  children: (items: Item[], busy: boolean) => ReactNode;
};

/**
 * A portal panel over a paged, searchable table (films, series): its heading and Add button, the
 * search box, the table a page at a time, and the states before and instead of it (spec section 2).
 */
export function TablePanel<Item>(props: TablePanelProps<Item>) {
  const { title, id, intro, addLabel, onAdd, searchLabel, searchPlaceholder, noun, usePage, children } = props;
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const { page, loading, error, retry, next, previous } = usePage(search);
  const [, many] = noun;

  function body() {
    if (page === undefined && loading) return <LoadingState boxed label={`Loading ${many}`} />;
    if (page === undefined) return <PanelLoadError title={`Could not load ${many}`} error={error} onRetry={retry} />;
    if (page.totalCount === 0 && search) {
      return (
        <PageState boxed heading="p" title={`No ${many} match “${search}”`}>
          {props.searchHint}
        </PageState>
      );
    }
    if (page.totalCount === 0) {
      return (
        <PageState boxed heading="p" icon={props.empty.icon} title={props.empty.title}>
          {props.empty.text}
        </PageState>
      );
    }
    return (
      <>
        {children(page.items, loading)}
        <TablePager page={page} loading={loading} noun={noun} onNext={next} onPrevious={previous} />
      </>
    );
  }

  return (
    <Card raised className={styles.panel} aria-labelledby={id}>
      <CardHeader
        as={props.heading}
        title={title}
        titleId={id}
        intro={intro}
        actions={
          <Button onClick={onAdd}>
            <PlusIcon width={18} height={18} />
            {addLabel}
          </Button>
        }
        className={styles.cardHeader}
      />
      <div role="search" className={styles.search}>
        <TextField
          type="search"
          label={searchLabel}
          placeholder={searchPlaceholder}
          autoComplete="off"
          spellCheck={false}
          maxLength={100}
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
        />
      </div>
      {body()}
    </Card>
  );
}
