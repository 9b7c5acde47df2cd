import { zodResolver } from '@hookform/resolvers/zod';
import { extractYouTubeId, videoInput, type VideoInput } from '@cinevia/proto';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import {
  Button,
  Dialog,
  DialogActions,
  DialogCancel,
  DialogContent,
  DialogTitle,
  SelectField,
  TextAreaField,
  TextField,
} from '@cinevia/ui';
import type { AdminVideo } from '../api/adminVideo';
import { toFilmInput } from '../api/filmInput';
import { useCreateVideo } from '../api/useCreateVideo';
import { useUpdateVideo } from '../api/useUpdateVideo';
import { filmFormValues } from '../utils/filmFormValues';
import { categoryOptions, genreOptions } from '../utils/selectOptions';
import { ThumbnailPreview } from './ThumbnailPreview';
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
  const createVideo = useCreateVideo();
  const updateVideo = useUpdateVideo();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<VideoInput, unknown, z.output<typeof videoInput>>({
    resolver: zodResolver(videoInput),
    defaultValues: filmFormValues(film),
  });
  const youtubeLink = useWatch({ control, name: 'youtubeId' });
  const youtubeId = extractYouTubeId(youtubeLink ?? '');

  const save = handleSubmit(async (values) => {
    const input = toFilmInput(values);
    const saved = film ? await updateVideo(film.id, input) : await createVideo(input);
    // On failure the dialog stays open with what was typed (spec section 4).
    if (saved) onDone();
  });

  return (
    // A save in flight finishes before the dialog may close.
    <DialogContent size="lg" closeButton busy={isSubmitting} aria-describedby={undefined}>
      <DialogTitle>{film ? 'Edit Film' : 'Add New Film'}</DialogTitle>
      <form className={styles.form} noValidate onSubmit={save}>
        <TextField label="Title*" required autoComplete="off" error={errors.title?.message} {...register('title')} />
        <div className={styles.group}>
          <TextField
            label="YouTube Link*"
            required
            autoComplete="off"
            spellCheck={false}
            placeholder="https://www.youtube.com/watch?v=…"
            error={errors.youtubeId?.message}
            hint="Paste full YouTube URL or just the video ID"
            {...register('youtubeId')}
          />
          <ThumbnailPreview youtubeId={youtubeId} />
        </div>
        <TextAreaField label="Description" rows={3} error={errors.description?.message} {...register('description')} />
        <div className={styles.row3}>
          <TextField
            label="Duration"
            placeholder="e.g., 2h 30m or 7m 34s"
            autoComplete="off"
            error={errors.duration?.message}
            {...register('duration')}
          />
          <TextField
            label="Year"
            type="number"
            inputMode="numeric"
            min={1888}
            step={1}
            placeholder="2025"
            error={errors.year?.message}
            {...register('year')}
          />
          <TextField
            label="Rating"
            inputMode="decimal"
            placeholder="e.g., 8.5"
            autoComplete="off"
            error={errors.rating?.message}
            {...register('rating')}
          />
        </div>
        <div className={styles.row2}>
          {/* Marked required, chosen from fixed lists, without the native attribute (spec section 5). */}
          <SelectField
            label="Genre*"
            placeholder="Select genre"
            options={genreOptions(film?.genre)}
            aria-required="true"
            error={errors.genre?.message}
            {...register('genre')}
          />
          <SelectField
            label="Category*"
            placeholder="Select category"
            options={categoryOptions(film?.category)}
            aria-required="true"
            error={errors.category?.message}
            {...register('category')}
          />
        </div>
        <label className={styles.checkbox}>
          <input type="checkbox" {...register('isFeatured')} />
          <span>Mark as Featured Film</span>
        </label>
        <DialogActions>
          <DialogCancel disabled={isSubmitting} />
          <Button type="submit" disabled={isSubmitting}>
            {film ? (isSubmitting ? 'Updating...' : 'Update Film') : isSubmitting ? 'Adding...' : 'Add Film'}
          </Button>
        </DialogActions>
      </form>
    </DialogContent>
  );
}
