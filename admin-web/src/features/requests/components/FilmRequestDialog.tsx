import { useState } from 'react';
import { FILM_REQUEST_OPTIONS, filmRequestStatusLabel, type FilmRequestStatus } from '@cinevia/proto';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, LoadingState } from '@cinevia/ui';
import type { AdminFilmRequest } from '../api/adminFilmRequest';
import { useFilmRequestTexts } from '../api/useFilmRequestTexts';
import { useUpdateFilmRequestStatus } from '../api/useUpdateFilmRequestStatus';
import { DeliverFilmForm } from './DeliverFilmForm';
import { PanelLoadError } from '../../../ui/PanelLoadError';
import { nextStatusActions } from '../utils/filmRequestStatus';
import { formatDateTime } from '../utils/formatDateTime';
import { optionLabel } from '../utils/optionLabel';
import styles from './FilmRequestDialog.module.css';

type FilmRequestDialogProps = {
  open: boolean;
  request: AdminFilmRequest | null;
  onOpenChange: (open: boolean) => void;
};

/** Every field of one request, and the status moves allowed from where it is. */
export function FilmRequestDialog({ open, request, onOpenChange }: FilmRequestDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && request && <RequestDetails request={request} />}
    </Dialog>
  );
}

function RequestDetails({ request }: { request: AdminFilmRequest }) {
  const updateStatus = useUpdateFilmRequestStatus();
  const [moving, setMoving] = useState<FilmRequestStatus | null>(null);
  const [delivering, setDelivering] = useState(false);
  const { member } = request;
  const memberName = `${member.firstName} ${member.lastName}`.trim();

  const facts: Fact[] = [
    ['Member', memberName ? `${memberName} (${member.email})` : member.email],
    ['Status', filmRequestStatusLabel(request.status)],
    ['Paid at', formatDateTime(request.paidAt)],
    ['Requested at', formatDateTime(request.createdAt)],
    ['Genre', optionLabel(FILM_REQUEST_OPTIONS.genre, request.genre)],
    ['Duration', optionLabel(FILM_REQUEST_OPTIONS.duration, request.duration)],
    ['Target Audience', optionLabel(FILM_REQUEST_OPTIONS.targetAudience, request.targetAudience)],
    ['Timeline', optionLabel(FILM_REQUEST_OPTIONS.timeline, request.timeline)],
    ['Style', optionLabel(FILM_REQUEST_OPTIONS.style, request.style)],
    ['Tone', optionLabel(FILM_REQUEST_OPTIONS.tone, request.tone)],
    ...(request.film ? [['Film delivered', request.film.title] satisfies Fact] : []),
  ];
  // The film is delivered with its link and facts; once delivered, it may be delivered again.
  const deliverable = request.status === 'in_production' || request.status === 'delivered';
  const actions = nextStatusActions(request.status);

  async function move(status: FilmRequestStatus) {
    setMoving(status);
    try {
      await updateStatus(request, status);
    } finally {
      setMoving(null);
    }
  }

  if (delivering) {
    return (
      <DialogContent size="lg" closeButton aria-describedby={undefined}>
        <DialogTitle>{request.film ? 'Deliver Again' : 'Deliver Film'}</DialogTitle>
        <DeliverFilmForm request={request} onDone={() => setDelivering(false)} />
      </DialogContent>
    );
  }

  return (
    <DialogContent size="xl" closeButton aria-describedby={undefined}>
      <DialogTitle>{request.title}</DialogTitle>
      <FactList facts={facts} listClass={styles.facts} itemClass={styles.fact} />
      <RequestTexts id={request.id} />
      <DialogActions>
        {deliverable && (
          <Button disabled={moving !== null} onClick={() => setDelivering(true)}>
            {request.film ? 'Deliver Again' : 'Deliver Film'}
          </Button>
        )}
        {actions.length === 0 && !deliverable && (
          <p className={styles.final}>{filmRequestStatusLabel(request.status)}: no further changes.</p>
        )}
        {actions.map((action) => (
          <Button
            key={action.status}
            variant={action.destructive ? 'secondary' : 'primary'}
            disabled={moving !== null}
            onClick={() => void move(action.status)}
          >
            {moving === action.status ? 'Saving...' : action.label}
          </Button>
        ))}
      </DialogActions>
    </DialogContent>
  );
}

/** The member's own words, loaded as the dialog opens (the list leaves them out). */
function RequestTexts({ id }: { id: string }) {
  const { texts, loading, error, retry } = useFilmRequestTexts(id);
  if (!texts && loading) return <LoadingState boxed label="Loading the request's details" />;
  if (!texts) return <PanelLoadError title="Could not load the request's details" error={error} onRetry={retry} />;
  const shown: Fact[] = [
    ['Description', texts.description],
    ['Setting / Location', texts.setting],
    ['Characters', texts.characters],
    ['Plot / Storyline', texts.plot],
    ['Visual Elements', texts.visualElements],
    ['Audio / Music', texts.audioElements],
    ['Special Effects', texts.specialEffects],
    ['Inspiration / References', texts.inspiration],
    ['Additional Notes', texts.additionalNotes],
  ];
  return <FactList facts={shown} listClass={styles.texts} itemClass={styles.text} />;
}

/** A label and its value; a missing value shows as a dash. */
type Fact = [label: string, value: string | null | undefined];

function FactList({ facts, listClass, itemClass }: { facts: Fact[]; listClass?: string; itemClass?: string }) {
  return (
    <dl className={listClass}>
      {facts.map(([label, value]) => (
        <div key={label} className={itemClass}>
          <dt>{label}</dt>
          <dd>{value || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}
