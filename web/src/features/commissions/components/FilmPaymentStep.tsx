import { AlertBox, ArrowLeftIcon, Button, Card, CardHeader, Spinner } from '@cinevia/ui';
import { PaymentForm } from '../../billing';
import type { FilmPaymentIntent } from '../api/useFilmPaymentIntent';
import styles from './CreateFilmPage.module.css';

type FilmPaymentStepProps = {
  title: string;
  intent: FilmPaymentIntent;
  onRetryIntent: () => void;
  onBack: () => void;
  onSucceeded: (clientSecret: string) => Promise<void>;
  onFailed: (message: string, error?: unknown) => void;
};

/** The $100 card step, reached only with a valid request (spec section 4). */
export function FilmPaymentStep({ title, intent, onRetryIntent, onBack, onSucceeded, onFailed }: FilmPaymentStepProps) {
  return (
    <Card className={`${styles.card} ${styles.payment}`} aria-labelledby="film-payment-title">
      <Button variant="ghost" className={styles.backToForm} onClick={onBack}>
        <ArrowLeftIcon width={18} height={18} />
        Back to Form
      </Button>
      <CardHeader
        title="Payment Required - $100"
        titleId="film-payment-title"
        intro={
          <>
            One payment of $100 for <strong className={styles.filmTitle}>{title}</strong>. Your request is sent to our
            team as soon as the payment succeeds.
          </>
        }
      />
      {intent.state === 'loading' ? (
        <div className={styles.centred}>
          <Spinner label="Preparing your payment..." />
        </div>
      ) : intent.state === 'failed' ? (
        <AlertBox
          error={intent.error}
          action={
            <Button variant="secondary" onClick={onRetryIntent}>
              Try Again
            </Button>
          }
        >
          <p>We couldn&apos;t start your payment. Nothing has been charged.</p>
        </AlertBox>
      ) : (
        <PaymentForm
          clientSecret={intent.clientSecret}
          onSucceeded={() => onSucceeded(intent.clientSecret)}
          onFailed={onFailed}
          submitLabel="Pay $100 & Submit Film Request"
          busyLabel="Processing..."
        />
      )}
    </Card>
  );
}
