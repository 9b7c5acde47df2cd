import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { CloseIcon, SearchIcon } from '@cinevia/ui';
import styles from './SearchToggle.module.css';

/** The nav bar's search: an icon button that opens into a field (spec section 2). */
export function SearchToggle({ onQueryChange }: { onQueryChange: (query: string) => void }) {
  const [expanded, setExpanded] = useState(false);
  const [query, setQuery] = useState('');
  const toggleRef = useRef<HTMLButtonElement>(null);
  const refocusToggle = useRef(false);

  useEffect(() => {
    if (!expanded && refocusToggle.current) {
      refocusToggle.current = false;
      toggleRef.current?.focus();
    }
  }, [expanded]);

  function change(value: string) {
    setQuery(value);
    onQueryChange(value);
  }

  function collapse({ refocus }: { refocus: boolean }) {
    change('');
    refocusToggle.current = refocus;
    setExpanded(false);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Escape') collapse({ refocus: true });
  }

  if (!expanded) {
    return (
      <button ref={toggleRef} type="button" className={styles.iconButton} onClick={() => setExpanded(true)}>
        <SearchIcon />
        <span className="visually-hidden">Search</span>
      </button>
    );
  }

  return (
    <div role="search" className={styles.field}>
      <SearchIcon className={styles.fieldIcon} />
      <input
        type="search"
        aria-label="Search"
        placeholder="Titles, genres…"
        className={styles.input}
        value={query}
        autoFocus
        onChange={(event) => change(event.target.value)}
        onBlur={() => {
          if (query.trim() === '') collapse({ refocus: false });
        }}
        onKeyDown={onKeyDown}
      />
      <button type="button" className={styles.closeButton} onClick={() => collapse({ refocus: true })}>
        <CloseIcon width={18} height={18} />
        <span className="visually-hidden">Close search</span>
      </button>
    </div>
  );
}
