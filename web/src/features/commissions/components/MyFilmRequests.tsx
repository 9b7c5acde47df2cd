import { FILM_REQUEST_OPTIONS } from '@cinevia/proto';
import { Link } from 'react-router-dom';
import { ButtonLink, FilmRequestStatusBadge, LoadError, Spinner } from '@cinevia/ui';
import { formatLongDate } from '../../../ui/formatLongDate';
import { useMyFilmRequests } from '../api/useMyFilmRequests';
import styles from './MyFilmRequests.module.css';

const optionLabel = (options: readonly (readonly [string, string])[], value: string) =>
  options.find(([known]) => known === value)?.[1] ?? value;

/** The profile's 'My Film Requests' card: each commissioned film, its status and when it was paid. */
export function MyFilmRequests({ className }: { className?: string }) {
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
          <li key={request.id} className={styles.item}>
            <div className={styles.main}>
              <p className={styles.title}>{request.title}</p>
              <p className={styles.meta}>
                {optionLabel(FILM_REQUEST_OPTIONS.genre, request.genre)} ·{' '}
                {optionLabel(FILM_REQUEST_OPTIONS.duration, request.duration)} · Paid{' '}
                {formatLongDate(request.paidAt) ?? 'date unknown'}
              </p>
            </div>
            <FilmRequestStatusBadge status={request.status} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby="my-film-requests-title" className={[styles.card, className].filter(Boolean).join(' ')}>
      <div className={styles.header}>
        <h2 id="my-film-requests-title" className={styles.cardTitle}>
          My Film Requests
        </h2>
        {requests && requests.length > 0 && (
          <ButtonLink to="/create-film" variant="secondary">
            Create Another Film
          </ButtonLink>
        )}
      </div>
      {body()}
    </section>
  );
}
