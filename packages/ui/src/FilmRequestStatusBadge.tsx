import { filmRequestStatusLabel, type FilmRequestStatus } from '@cinevia/proto';
import styles from './FilmRequestStatusBadge.module.css';

/** A film request's status in words, in its colour: the member's list and the portal's table alike. */
export function FilmRequestStatusBadge({ status }: { status: FilmRequestStatus }) {
  return (
    <span className={styles.badge} data-status={status}>
      {filmRequestStatusLabel(status)}
    </span>
  );
}
