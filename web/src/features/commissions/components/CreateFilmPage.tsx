import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { FILM_REQUEST_TABS, type FilmRequestFields, type FilmRequestForm as FormValues } from '@cinevia/proto';
import { useForm } from 'react-hook-form';
import {
  ArrowLeftIcon,
  ButtonLink,
  Card,
  CardHeader,
  lazyResolver,
  PageHeader,
  Spinner,
  useDocumentTitle,
  useToast,
  whenLoadedAndIdle,
} from '@cinevia/ui';
import { lazyPage } from '../../../routing/lazyPage';
import { useMemberContext } from '../../../session/useMemberContext';
import type { SavedFilmRequest } from '../api/submitFilmRequest';
import { submitFilmRequest } from '../api/submitFilmRequest';
import { saveErrorMessage } from '../api/useSaveFilmRequest';
import { useFilmPaymentIntent } from '../api/useFilmPaymentIntent';
import { paymentIntentId } from '../utils/paymentIntentId';
import {
  clearPendingFilmRequest,
  loadPendingFilmRequest,
  storePendingFilmRequest,
  type PendingFilmRequest,
} from '../utils/pendingFilmRequest';
import { FilmRequestForm } from './FilmRequestForm';
import { FilmRequestSaving } from './FilmRequestSaving';
import styles from './CreateFilmPage.module.css';

/** How long the success view stays before a fresh form (spec section 9). */
const SUCCESS_RESET_MS = 5_000;
const SUCCESS_MESSAGE = "Your film request has been submitted. We'll contact you within 24-48 hours.";

/** A blank request; the selects start on their empty 'Select a …' choice, which the schema refuses. */
const EMPTY = Object.fromEntries(
  Object.values(FILM_REQUEST_TABS)
    .flat()
    .map((field) => [field, '']),
) as unknown as FormValues;

/** The payment step (the card form, with zod) loads once the page is idle, or when the form is sent. */
const FilmPaymentStep = lazyPage(() => import('./FilmPaymentStep').then((m) => m.FilmPaymentStep));

/** The schema checks (with zod) load once the page is idle, or at the first check. */
const resolver = lazyResolver(() => import('../forms/filmRequestResolver').then((m) => m.filmRequestResolver));

type Step =
  | { name: 'form' }
  | { name: 'payment'; fields: FilmRequestFields }
  | { name: 'saving'; pending: PendingFilmRequest; afterFailure: boolean }
  | { name: 'success' };

/** /create-film (spec sections 2 and 4): the request form, then its $100 payment, then the confirmation. */
export function CreateFilmPage() {
  useDocumentTitle('Create a Film');
  const { viewer } = useMemberContext();
  const { toast } = useToast();
  const form = useForm<FormValues, unknown, FilmRequestFields>({
    resolver,
    defaultValues: EMPTY,
    // FilmRequestForm focuses the first error itself, once its tab is showing.
    shouldFocusError: false,
  });
  // A paid request this tab had not saved yet (a reload mid-save) is saved before anything else.
  const [step, setStep] = useState<Step>(() => {
    const pending = loadPendingFilmRequest(viewer.id);
    return pending ? { name: 'saving', pending, afterFailure: false } : { name: 'form' };
  });
  const { intent, retry, forget } = useFilmPaymentIntent(step.name === 'payment' ? step.fields.title : null);
  const resetTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(resetTimer.current), []);
  useEffect(
    () =>
      whenLoadedAndIdle(() => {
        resolver.preload();
        void FilmPaymentStep.preload().catch(() => undefined);
      }),
    [],
  );

  const { reset } = form;
  const onSaved = useCallback(
    (_request: SavedFilmRequest) => {
      clearPendingFilmRequest();
      forget();
      toast({ title: 'Payment Successful!', description: SUCCESS_MESSAGE });
      setStep({ name: 'success' });
      window.scrollTo({ top: 0 });
      resetTimer.current = setTimeout(() => {
        reset(EMPTY);
        setStep({ name: 'form' });
      }, SUCCESS_RESET_MS);
    },
    [forget, reset, toast],
  );

  const onPaid = useCallback(
    async (fields: FilmRequestFields, clientSecret: string) => {
      const intentId = paymentIntentId(clientSecret);
      if (!intentId) {
        toast({ title: 'Error', description: 'An error occurred during payment', variant: 'destructive' });
        return;
      }
      const pending: PendingFilmRequest = { memberId: viewer.id, paymentIntentId: intentId, fields };
      storePendingFilmRequest(pending);
      try {
        onSaved(await submitFilmRequest(fields, intentId));
      } catch (error) {
        console.error('Could not save the paid film request', error);
        toast({ title: 'Error', description: saveErrorMessage(error), variant: 'destructive', error });
        setStep({ name: 'saving', pending, afterFailure: true });
      }
    },
    [onSaved, toast, viewer.id],
  );

  const onPaymentFailed = useCallback(
    (message: string, error?: unknown) =>
      toast({ title: 'Payment Failed', description: message, variant: 'destructive', error }),
    [toast],
  );

  return (
    <div className={styles.page}>
      <PageHeader
        back={
          <ButtonLink to="/" variant="ghost">
            <ArrowLeftIcon width={18} height={18} />
            Back to Home
          </ButtonLink>
        }
        title="Create Your Custom Film"
        intro={
          <>
            Tell us the film you want to see and our AI studio makes it for you. One flat fee:{' '}
            <strong className={styles.fee}>$100 per film</strong>.
          </>
        }
      />

      {step.name === 'form' && (
        <Card className={styles.card} aria-labelledby="film-form-title">
          <CardHeader
            title="Film Request"
            titleId="film-form-title"
            intro="Fill in the three sections; you pay on the next step."
          />
          <FilmRequestForm
            form={form}
            onValid={(fields) => {
              setStep({ name: 'payment', fields });
              window.scrollTo({ top: 0 });
            }}
          />
        </Card>
      )}

      {step.name === 'payment' && (
        <Suspense fallback={<Spinner label="Loading the payment form" />}>
          <FilmPaymentStep
            title={step.fields.title}
            intent={intent}
            onRetryIntent={retry}
            onBack={() => setStep({ name: 'form' })}
            onSucceeded={(clientSecret) => onPaid(step.fields, clientSecret)}
            onFailed={onPaymentFailed}
          />
        </Suspense>
      )}

      {step.name === 'saving' && (
        <FilmRequestSaving pending={step.pending} afterFailure={step.afterFailure} onSaved={onSaved} />
      )}

      {step.name === 'success' && (
        <Card className={`${styles.card} ${styles.success}`} aria-labelledby="film-success-title">
          <span className={styles.successIcon} aria-hidden="true">
            ✓
          </span>
          <CardHeader title="Payment Successful!" titleId="film-success-title" intro={SUCCESS_MESSAGE} />
          <ButtonLink to="/" size="lg">
            Back to Home
          </ButtonLink>
        </Card>
      )}
    </div>
  );
}
