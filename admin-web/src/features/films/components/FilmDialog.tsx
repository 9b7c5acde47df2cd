import { zodResolver } from '@hookform/resolvers/zod';
import { filmForm, type FilmFormInput } from '@cinevia/proto';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import {
  CheckboxField,
  Dialog,
  DialogActions,
  DialogCancel,
  DialogContent,
  DialogTitle,
  fieldsOf,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
} from '@cinevia/ui';
import type { AdminVideo } from '../api/adminVideo';
import { toFilmInput } from '../api/filmInput';
import { useFilmWrites } from '../api/useFilmWrites';
import { filmFormValues } from '../utils/filmFormValues';
import { categoryOptions } from '../utils/selectOptions';
import { GenreField, MaturityRatingField, YouTubeLinkField } from './FilmFields';
import styles from './FilmDialog.module.css';

type FilmDialogProps = {
  open: boolean;
  /** The film to edit, or null to add one. */
  film: AdminVideo | null;
  onOpenChange: (open: boolean) => void;
};

/** The add/edit dialog (spec section 2). Its form is mounted per opening, so each one starts fresh. */
export function FilmDialog({ open, film, onOpenChange }: FilmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && <FilmForm film={film} onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function FilmForm({ film, onDone }: { film: AdminVideo | null; onDone: () => void }) {
  const films = useFilmWrites();
  const form = useForm<FilmFormInput, unknown, z.output<typeof filmForm>>({
    resolver: zodResolver(filmForm),
    defaultValues: filmFormValues(film),
  });
  const field = fieldsOf(form);
  const busy = form.formState.isSubmitting;
  const youtubeLink = useWatch({ control: form.control, name: 'youtubeId' });

  const save = form.handleSubmit(async (values) => {
    const input = toFilmInput(values);
    const saved = film ? await films.update(film.id, input) : await films.create(input);
    // On failure the dialog stays open with what was typed (spec section 4).
    if (saved) onDone();
  });

  return (
    // A save in flight finishes before the dialog may close.
    <DialogContent size="lg" closeButton busy={busy} aria-describedby={undefined}>
      <DialogTitle>{film ? 'Edit Film' : 'Add New Film'}</DialogTitle>
      <form className={styles.form} noValidate onSubmit={save}>
        <TextField label="Title*" required autoComplete="off" {...field('title')} />
        <div className={styles.group}>
          <YouTubeLinkField link={youtubeLink} {...field('youtubeId')} />
        </div>
        <TextAreaField label="Description" rows={3} {...field('description')} />
        <div className={styles.row3}>
          <TextField label="Duration" placeholder="e.g., 2h 30m or 7m 34s" autoComplete="off" {...field('duration')} />
          <TextField
            label="Year"
            type="number"
            inputMode="numeric"
            min={1888}
            step={1}
            placeholder="2025"
            {...field('year')}
          />
          <TextField
            label="Rating"
            inputMode="decimal"
            placeholder="e.g., 8.5"
            autoComplete="off"
            {...field('rating')}
          />
        </div>
        <div className={styles.row3}>
          <GenreField current={film?.genre} {...field('genre')} />
          <SelectField
            label="Category*"
            placeholder="Select category"
            options={categoryOptions(film?.category)}
            aria-required="true"
            {...field('category')}
          />
          <MaturityRatingField {...field('maturityRating')} />
        </div>
        <CheckboxField label="Mark as Featured Film" {...form.register('isFeatured')} />
        <DialogActions>
          <DialogCancel disabled={busy} />
          <SubmitButton busy={busy} busyLabel={film ? 'Updating...' : 'Adding...'}>
            {film ? 'Update Film' : 'Add Film'}
          </SubmitButton>
        </DialogActions>
      </form>
    </DialogContent>
  );
}
