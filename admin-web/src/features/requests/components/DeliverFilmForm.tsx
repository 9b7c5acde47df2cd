import { zodResolver } from '@hookform/resolvers/zod';
import { FILM_REQUEST_OPTIONS, filmDeliveryInput, VIDEO_GENRES, type FilmDeliveryInput } from '@cinevia/proto';
import { useForm, useWatch, type DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import { Button, DialogActions, fieldsOf, SubmitButton, TextAreaField, TextField } from '@cinevia/ui';
import { GenreField, MaturityRatingField, YouTubeLinkField } from '../../films/components/FilmFields';
import type { AdminFilmRequest } from '../api/adminFilmRequest';
import { useDeliverFilm } from '../api/useDeliverFilm';
import { optionLabel } from '../utils/optionLabel';
import styles from './FilmRequestDialog.module.css';

/**
 * What the form starts from: the film delivered before, when delivering again; else the request's
 * title, and its genre where the catalogue has one of that name. The maturity rating starts unset,
 * so the shared schema asks for it.
 */
function startingValues(request: AdminFilmRequest): DefaultValues<FilmDeliveryInput> {
  const { film } = request;
  if (film) {
    return {
      title: film.title,
      description: film.description,
      youtubeId: film.youtubeId,
      duration: film.duration,
      genre: film.genre as FilmDeliveryInput['genre'],
      maturityRating: film.maturityRating as FilmDeliveryInput['maturityRating'],
    };
  }
  const genre = optionLabel(FILM_REQUEST_OPTIONS.genre, request.genre);
  return {
    title: request.title,
    description: '',
    youtubeId: '',
    duration: '',
    genre: VIDEO_GENRES.find((known) => known === genre) ?? 'Other',
  };
}

/** "Deliver Film": the produced film's link and facts, which become the member's own film. */
export function DeliverFilmForm({ request, onDone }: { request: AdminFilmRequest; onDone: () => void }) {
  const deliver = useDeliverFilm();
  const form = useForm<FilmDeliveryInput, unknown, z.output<typeof filmDeliveryInput>>({
    resolver: zodResolver(filmDeliveryInput),
    defaultValues: startingValues(request),
  });
  const field = fieldsOf(form);
  const busy = form.formState.isSubmitting;
  const youtubeLink = useWatch({ control: form.control, name: 'youtubeId' });

  const save = form.handleSubmit(async (values) => {
    if (await deliver(request, values)) onDone();
  });

  return (
    <form className={styles.delivery} noValidate onSubmit={save} aria-label="Deliver film">
      <p className={styles.deliveryNote}>
        The film becomes {request.member.firstName || 'the member'}'s own: only their account sees it, under Your Films
        and My Films.
        {request.film && ' Delivering again replaces it for them and keeps their place in it.'}
      </p>
      <TextField label="Title*" required autoComplete="off" {...field('title')} />
      <YouTubeLinkField link={youtubeLink} {...field('youtubeId')} />
      <TextAreaField label="Description" rows={3} {...field('description')} />
      <div className={styles.deliveryRow}>
        <TextField label="Duration" placeholder="e.g., 1h 32m" autoComplete="off" {...field('duration')} />
        <GenreField {...field('genre')} />
        <MaturityRatingField {...field('maturityRating')} />
      </div>
      <DialogActions>
        <Button type="button" variant="secondary" disabled={busy} onClick={onDone}>
          Back
        </Button>
        <SubmitButton busy={busy} busyLabel="Delivering...">
          {request.film ? 'Deliver Again' : 'Deliver Film'}
        </SubmitButton>
      </DialogActions>
    </form>
  );
}
