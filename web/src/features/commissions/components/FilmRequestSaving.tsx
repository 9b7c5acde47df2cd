import { AlertBox, Button, Card, CardHeader, Spinner } from '@cinevia/ui';
import type { SavedFilmRequest } from '../api/submitFilmRequest';
import { useSaveFilmRequest } from '../api/useSaveFilmRequest';
import type { PendingFilmRequest } from '../utils/pendingFilmRequest';
import styles from './CreateFilmPage.module.css';

type FilmRequestSavingProps = {
  pending: PendingFilmRequest;
  /** True when a save has just failed in front of the member, so the next try waits a little. */
  afterFailure: boolean;
  onSaved: (request: SavedFilmRequest) => void;
};

/** Paid, not yet saved: says the payment is safe, keeps trying, and lets the member try now. */
export function FilmRequestSaving({ pending, afterFailure, onSaved }: FilmRequestSavingProps) {
  const { save, retry } = useSaveFilmRequest(pending, { delayFirst: afterFailure, onSaved });
  return (
    <Card className={styles.card} aria-labelledby="film-saving-title" aria-busy={save.state === 'saving'}>
      <CardHeader
        title="Your payment went through"
        titleId="film-saving-title"
        intro={
          <>
            Your $100 payment for <strong className={styles.filmTitle}>{pending.fields.title}</strong> is safe: you will
            not be charged again. We are still saving your film request.
          </>
        }
      />
      {save.state === 'saving' ? (
        <div className={styles.centred}>
          <Spinner label="Saving your film request..." />
        </div>
      ) : (
        <AlertBox
          error={save.error}
          action={
            <Button variant="secondary" onClick={retry}>
              Try Again
            </Button>
          }
        >
          <p>
            {save.state === 'waiting'
              ? "We couldn't save your request yet. Trying again automatically..."
              : "We couldn't save your request. Please try again; if it keeps failing, contact support with your payment reference."}
          </p>
          {save.message && <p className={styles.reference}>{save.message}</p>}
          <p className={styles.reference}>Payment reference: {pending.paymentIntentId}</p>
        </AlertBox>
      )}
    </Card>
  );
}
