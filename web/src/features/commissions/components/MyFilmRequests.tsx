import { FILM_REQUEST_OPTIONS } from '@cinevia/proto';
import { Link } from 'react-router-dom';
import { ButtonLink, Card, CardHeader, FilmRequestStatusBadge, LoadError, PlayIcon, Spinner } from '@cinevia/ui';
import { formatLongDate } from '../../../ui/formatLongDate';
import { useMyFilmRequests } from '../api/useMyFilmRequests';
import styles from './MyFilmRequests.module.css';

const optionLabel = (options: readonly (readonly [string, string])[], value: string) =>
  options.find(([known]) => known === value)?.[1] ?? value;

/**
 * The 'My Film Requests' card (the profile page and My Films): each commissioned film, its status,
 * when it was paid, and once delivered the way to watch it.
 */
export function MyFilmRequests() {
  const { data, error, loading, refetch } = useMyFilmRequests();
  const requests = data?.me?.filmRequests;

  function body() {
    if (!requests && loading) return <Spinner label="Loading your film requests" />;
    if (!requests && error) {
      return (
        <LoadError
          variant="card"
          title="Your film requests are unavailable right now"
          message="They are safe, and so are your films in the making. Try again in a moment."
          error={error}
          onRetry={() =>
            refetch().catch((retryError: unknown) => console.error('Film requests retry failed', retryError))
          }
        />
      );
    }
    if (!requests || requests.length === 0) {
      return (
        <p className={styles.empty}>
          No film requests yet. <Link to="/create-film">Create a film</Link> for $100.
        </p>
      );
    }
    return (
      <ul className={styles.list}>
        {requests.map((request) => (
          <Card as="li" size="sm" inset key={request.id} className={styles.item}>
            <div className={styles.main}>
              <p className={styles.title}>{request.title}</p>
              <p className={styles.meta}>
                {optionLabel(FILM_REQUEST_OPTIONS.genre, request.genre)} ·{' '}
                {optionLabel(FILM_REQUEST_OPTIONS.duration, request.duration)} · Paid{' '}
                {formatLongDate(request.paidAt) ?? 'date unknown'}
              </p>
            </div>
            <div className={styles.status}>
              <FilmRequestStatusBadge status={request.status} />
              {request.film && (
                <ButtonLink to={`/watch/${encodeURIComponent(request.film.id)}`} size="md">
                  <PlayIcon width={16} height={16} />
                  Watch<span className="visually-hidden"> {request.film.title}</span>
                </ButtonLink>
              )}
            </div>
          </Card>
        ))}
      </ul>
    );
  }

  return (
    <Card aria-labelledby="my-film-requests-title" className={styles.card}>
      <CardHeader
        title="My Film Requests"
        titleId="my-film-requests-title"
        actions={
          requests?.length ? (
            <ButtonLink to="/create-film" variant="secondary">
              Create Another Film
            </ButtonLink>
          ) : undefined
        }
      />
      {body()}
    </Card>
  );
}
