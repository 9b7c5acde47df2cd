import { ButtonLink, LoadError, PageState, useDocumentTitle } from '@cinevia/ui';
import { VideoGrid, VideoGridSection } from '../../catalogue';
import { useCommissionedFilms } from '../api/useCommissionedFilms';
import { MyFilmRequests } from './MyFilmRequests';
import styles from './MyFilmsPage.module.css';

/**
 * /my-films: the films the studio made for the account, to watch like any other (its own alone:
 * nobody else sees them), and every request with where it stands.
 */
export function MyFilmsPage() {
  useDocumentTitle('My Films');
  const { data, error, refetch } = useCommissionedFilms();
  const films = data?.me?.commissionedFilms;

  return (
    <div className={styles.page}>
      <VideoGridSection
        title="My Films"
        status={films?.length ? 'Made for you alone: nobody else can see them.' : undefined}
        busy={films === undefined && !error}
      >
        {films === undefined && error ? (
          <LoadError
            title="We couldn't load your films"
            error={error}
            onRetry={() => refetch().catch((retryError: unknown) => console.error('My Films retry failed', retryError))}
          />
        ) : films?.length === 0 ? (
          <PageState
            title="No films yet"
            action={
              <ButtonLink to="/create-film" size="lg">
                Create a Film
              </ButtonLink>
            }
          >
            Films the studio makes for you appear here once they are delivered.
          </PageState>
        ) : (
          <VideoGrid titles={films?.map((video) => ({ kind: 'film' as const, video }))} />
        )}
      </VideoGridSection>
      <MyFilmRequests />
    </div>
  );
}
