import { useMemo, useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useMemberContext } from '../../account/components/useMemberContext';
import { Button } from '../../../ui/Button';
import { ArrowLeftIcon, ChevronDownIcon } from '../../../ui/icons';
import { LoadError } from '../../../ui/LoadError';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { useCategoriesRoute, type CategoriesVideo } from '../api/useCategoriesRoute';
import { applyBrowseFilter, type BrowseFilter, type BrowseGenre } from '../utils/browseFilters';
import { CategoryCard, CategoryCardSkeleton } from './CategoryCard';
import { SearchResults } from './SearchResults';
import styles from './CategoriesPage.module.css';

/** Spec section 9. */
const SKELETON_CARDS = 8;

const FIXED_FILTERS = [
  { kind: 'all', label: 'All Content' },
  { kind: 'trending', label: 'Trending Now' },
  { kind: 'featured', label: 'Featured' },
] as const;

/** Browse Categories (spec section 2): filter the catalogue by what is trending, featured, or a genre. */
export function CategoriesPage() {
  const { searchQuery } = useMemberContext();
  useDocumentTitle(searchQuery ? 'Search' : 'Browse Categories');
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <BackButton />
        <h1 className={styles.title}>Browse Categories</h1>
        <p className={styles.intro}>Find your next film by what everyone is watching, or by genre.</p>
      </header>
      {searchQuery ? (
        <SearchResults query={searchQuery} headingLevel="h2" emptyMessage="No search results found" />
      ) : (
        <CategoryBrowser />
      )}
    </div>
  );
}

/** Back through the browser's history; straight to home when this page was opened directly. */
function BackButton() {
  const navigate = useNavigate();
  // The router numbers its own history entries; 0 means there is nothing of ours to go back to.
  const canGoBack = ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
  return (
    <Button variant="ghost" className={styles.back} onClick={() => (canGoBack ? navigate(-1) : navigate('/'))}>
      <ArrowLeftIcon />
      Back
    </Button>
  );
}

function CategoryBrowser() {
  const { data, error, refetch } = useCategoriesRoute();

  if (error && !data) {
    return (
      <LoadError
        title="We couldn't load the categories"
        onRetry={() => refetch().catch((retryError: unknown) => console.error('Categories retry failed', retryError))}
      />
    );
  }

  if (!data) {
    return (
      <section className={styles.results} aria-busy="true" aria-label="Films">
        <p role="status" className="visually-hidden">
          Loading films
        </p>
        <div className={styles.grid} aria-hidden="true">
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            <CategoryCardSkeleton key={index} />
          ))}
        </div>
      </section>
    );
  }

  return <LoadedCategories videos={data.videos} genres={data.browseGenres} />;
}

/** The filter lives in the address (?show=trending, ?genre=sci-fi), so Back from a film returns to it. */
function useBrowseFilter(genres: readonly BrowseGenre[]): [BrowseFilter, (filter: BrowseFilter) => void] {
  const [params, setParams] = useSearchParams();
  const genreId = params.get('genre');
  const show = params.get('show');
  const filter: BrowseFilter =
    genreId && genres.some((genre) => genre.id === genreId)
      ? { kind: 'genre', id: genreId }
      : show === 'trending' || show === 'featured'
        ? { kind: show }
        : { kind: 'all' };
  const setFilter = (next: BrowseFilter) => {
    const nextParams = new URLSearchParams();
    if (next.kind === 'genre') nextParams.set('genre', next.id);
    else if (next.kind !== 'all') nextParams.set('show', next.kind);
    // Replacing keeps Back meaning "the page before Categories"; the scroll position stays put.
    setParams(nextParams, { replace: true, preventScrollReset: true });
  };
  return [filter, setFilter];
}

function LoadedCategories({ videos, genres }: { videos: CategoriesVideo[]; genres: BrowseGenre[] }) {
  const [filter, setFilter] = useBrowseFilter(genres);
  const [genresOpen, setGenresOpen] = useState(filter.kind === 'genre');
  const counts = useMemo(
    () => ({
      all: videos.length,
      trending: applyBrowseFilter(videos, { kind: 'trending' }, genres).length,
      featured: applyBrowseFilter(videos, { kind: 'featured' }, genres).length,
    }),
    [videos, genres],
  );
  const shown = useMemo(() => applyBrowseFilter(videos, filter, genres), [videos, filter, genres]);
  const selectedGenre = filter.kind === 'genre' ? genres.find((genre) => genre.id === filter.id) : undefined;
  const heading = selectedGenre?.name ?? FIXED_FILTERS.find((fixed) => fixed.kind === filter.kind)?.label;

  return (
    <>
      <div className={styles.filters}>
        <div role="group" aria-label="Categories" className={styles.chips}>
          {FIXED_FILTERS.map(({ kind, label }) => (
            <Chip key={kind} pressed={filter.kind === kind} onClick={() => setFilter({ kind })}>
              {label} ({counts[kind]})
            </Chip>
          ))}
          <button
            type="button"
            className={styles.genreToggle}
            aria-expanded={genresOpen}
            aria-controls="browse-genres"
            onClick={() => setGenresOpen((open) => !open)}
          >
            {genresOpen ? `Hide Genres (${genres.length})` : 'Show All Genres'}
            <ChevronDownIcon width={16} height={16} className={styles.chevron} />
          </button>
        </div>
        <div id="browse-genres" role="group" aria-label="Genres" className={styles.chips} hidden={!genresOpen}>
          {genres.map((genre) => {
            const pressed = filter.kind === 'genre' && filter.id === genre.id;
            return (
              <Chip
                key={genre.id}
                pressed={pressed}
                onClick={() => setFilter(pressed ? { kind: 'all' } : { kind: 'genre', id: genre.id })}
              >
                {genre.name}
              </Chip>
            );
          })}
        </div>
      </div>

      <section className={styles.results} aria-labelledby="results-heading">
        <div className={styles.resultsHeader}>
          <h2 id="results-heading" className={styles.resultsTitle}>
            {heading}
          </h2>
          {selectedGenre && <p className={styles.genreDescription}>{selectedGenre.description}</p>}
          <p role="status" className={styles.count}>
            {shown.length === 1 ? '1 film' : `${shown.length} films`}
          </p>
        </div>
        {shown.length > 0 ? (
          <ul className={styles.grid}>
            {shown.map((video) => (
              <li key={video.id}>
                <CategoryCard video={video} />
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.empty}>
            {videos.length === 0 ? 'No content available' : 'No content in this category yet'}
          </p>
        )}
      </section>
    </>
  );
}

function Chip({ pressed, onClick, children }: { pressed: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" className={styles.chip} aria-pressed={pressed} onClick={onClick}>
      {children}
    </button>
  );
}
