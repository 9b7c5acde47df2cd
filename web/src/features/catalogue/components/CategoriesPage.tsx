import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { BackButton, ChevronDownIcon, LoadError, useDocumentTitle } from '@cinevia/ui';
import { useMemberContext } from '../../../session/useMemberContext';
import { useBrowseVideos } from '../api/useBrowseVideos';
import { useCategoriesRoute, type BrowseGenre } from '../api/useCategoriesRoute';
import { filterFromParams, paramsFromFilter, type BrowseFilter } from '../utils/browseFilter';
import { CategoryCard, CategoryCardSkeleton } from './CategoryCard';
import { SearchResults } from './SearchResults';
import { Chip, LoadMoreTitles } from './BrowseControls';
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
        <BackButton className={styles.back} />
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

function CategoryBrowser() {
  const { data, error, refetch } = useCategoriesRoute();

  if (error && !data) {
    return (
      <LoadError
        title="We couldn't load the categories"
        error={error}
        onRetry={() => refetch().catch((retryError: unknown) => console.error('Categories retry failed', retryError))}
      />
    );
  }

  if (!data) return <ResultsSkeleton />;

  const counts = { all: data.all.totalCount, trending: data.trending.totalCount, featured: data.featured.totalCount };
  return <LoadedCategories genres={data.browseGenres} counts={counts} />;
}

function ResultsSkeleton() {
  return (
    <section className={styles.results} aria-busy="true" aria-label="Films">
      <p role="status" className="visually-hidden">
        Loading films
      </p>
      <SkeletonGrid />
    </section>
  );
}

function SkeletonGrid() {
  return (
    <div className={styles.grid} aria-hidden="true">
      {Array.from({ length: SKELETON_CARDS }, (_, index) => (
        <CategoryCardSkeleton key={index} />
      ))}
    </div>
  );
}

/** The filter lives in the address (?show=trending, ?genre=sci-fi), so Back from a film returns to it. */
function useBrowseFilter(genres: readonly BrowseGenre[]): [BrowseFilter, (filter: BrowseFilter) => void] {
  const [params, setParams] = useSearchParams();
  const filter = filterFromParams(
    params,
    genres.map((genre) => genre.id),
  );
  const setFilter = (next: BrowseFilter) => {
    // Replacing keeps Back meaning "the page before Categories"; the scroll position stays put.
    setParams(paramsFromFilter(next), { replace: true, preventScrollReset: true });
  };
  return [filter, setFilter];
}

type Counts = Record<(typeof FIXED_FILTERS)[number]['kind'], number>;

function LoadedCategories({ genres, counts }: { genres: BrowseGenre[]; counts: Counts }) {
  const [filter, setFilter] = useBrowseFilter(genres);
  const [genresOpen, setGenresOpen] = useState(filter.kind === 'genre');
  const selectedGenre = filter.kind === 'genre' ? genres.find((genre) => genre.id === filter.id) : undefined;
  const heading = selectedGenre?.name ?? FIXED_FILTERS.find((fixed) => fixed.kind === filter.kind)?.label ?? '';

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

      {/* One grid per filter, so its pages and its loading state never mix with another's. */}
      <BrowseResults
        key={paramsFromFilter(filter).toString()}
        filter={filter}
        heading={heading}
        description={selectedGenre?.description}
        emptyMessage={counts.all === 0 ? 'No content available' : 'No content in this category yet'}
      />
    </>
  );
}

type BrowseResultsProps = { filter: BrowseFilter; heading: string; description?: string; emptyMessage: string };

/** The grid of one filter: its first page, then more as the member reaches the end. */
function BrowseResults({ filter, heading, description, emptyMessage }: BrowseResultsProps) {
  const { data, error, refetch, loadMore } = useBrowseVideos(filter);
  const page = data?.browseVideos;

  if (error && !page) {
    return (
      <LoadError
        title="We couldn't load these films"
        error={error}
        onRetry={() => refetch().catch((retryError: unknown) => console.error('Categories retry failed', retryError))}
      />
    );
  }

  const after = page?.nextCursor;
  return (
    <section className={styles.results} aria-labelledby="results-heading" aria-busy={!page}>
      <div className={styles.resultsHeader}>
        <h2 id="results-heading" className={styles.resultsTitle}>
          {heading}
        </h2>
        {description && <p className={styles.genreDescription}>{description}</p>}
        <p role="status" className={styles.count}>
          {!page ? 'Loading films' : page.totalCount === 1 ? '1 film' : `${page.totalCount} films`}
        </p>
      </div>
      {!page ? (
        <SkeletonGrid />
      ) : page.videos.length > 0 ? (
        <>
          <ul className={styles.grid}>
            {page.videos.map((video) => (
              <li key={video.id}>
                <CategoryCard video={video} />
              </li>
            ))}
          </ul>
          {after && (
            <LoadMoreTitles
              shown={page.videos.length}
              total={page.totalCount}
              noun="films"
              onLoadMore={() => loadMore(after)}
            />
          )}
        </>
      ) : (
        <p className={styles.empty}>{emptyMessage}</p>
      )}
    </section>
  );
}
