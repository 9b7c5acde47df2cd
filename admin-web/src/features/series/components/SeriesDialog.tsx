import { zodResolver } from '@hookform/resolvers/zod';
import { seriesInput, type SeriesInput, type ValidSeriesInput } from '@cinevia/proto';
import { useForm } from 'react-hook-form';
import {
  CheckboxField,
  Dialog,
  DialogActions,
  DialogCancel,
  DialogContent,
  DialogTitle,
  fieldsOf,
  LoadingState,
  PageState,
  SubmitButton,
  TextAreaField,
  TextField,
} from '@cinevia/ui';
import type { AdminSeriesDetail } from '../api/adminSeries';
import { useSeriesDetail } from '../api/useSeriesDetail';
import { useSeriesWrites } from '../api/useSeriesWrites';
import { seriesFormValues } from '../utils/seriesFormValues';
import { GenreField, MaturityRatingField } from '../../films/components/FilmFields';
import { PanelLoadError } from '../../../ui/PanelLoadError';
import { SeasonsFields } from './SeasonsFields';
import styles from './SeriesDialog.module.css';

type SeriesDialogProps = {
  open: boolean;
  /** The series to edit, or null to add one. */
  seriesId: string | null;
  onOpenChange: (open: boolean) => void;
};

/** Add or edit a series with its seasons and episodes. Each opening starts afresh from the server. */
export function SeriesDialog({ open, seriesId, onOpenChange }: SeriesDialogProps) {
  const done = () => onOpenChange(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && (seriesId ? <EditSeries id={seriesId} onDone={done} /> : <SeriesForm series={null} onDone={done} />)}
    </Dialog>
  );
}

function EditSeries({ id, onDone }: { id: string; onDone: () => void }) {
  const { series, answered, error, retry } = useSeriesDetail(id);
  if (series) return <SeriesForm series={series} onDone={onDone} />;
  return (
    <DialogContent size="lg" closeButton aria-describedby={undefined}>
      <DialogTitle>Edit Series</DialogTitle>
      <div className={styles.form}>
        {error ? (
          <PanelLoadError title="Could not load the series" error={error} onRetry={retry} />
        ) : answered ? (
          <PageState boxed heading="p" title="This series is gone">
            Another administrator deleted it.
          </PageState>
        ) : (
          <LoadingState boxed label="Loading the series" />
        )}
      </div>
    </DialogContent>
  );
}

function SeriesForm({ series, onDone }: { series: AdminSeriesDetail | null; onDone: () => void }) {
  const writes = useSeriesWrites();
  const form = useForm<SeriesInput, unknown, ValidSeriesInput>({
    resolver: zodResolver(seriesInput),
    defaultValues: seriesFormValues(series),
  });
  const field = fieldsOf(form);
  const busy = form.formState.isSubmitting;

  const save = form.handleSubmit(async (input) => {
    const saved = series ? await writes.update(series.id, input) : await writes.create(input);
    // On failure the dialog stays open with what was typed.
    if (saved) onDone();
  });

  return (
    <DialogContent size="xl" closeButton busy={busy} aria-describedby={undefined}>
      <DialogTitle>{series ? 'Edit Series' : 'Add New Series'}</DialogTitle>
      <form className={styles.form} noValidate onSubmit={save}>
        <TextField label="Title*" required autoComplete="off" {...field('title')} />
        <TextAreaField label="Description" rows={3} {...field('description')} />
        <div className={styles.row2}>
          <GenreField current={series?.genre} {...field('genre')} />
          <MaturityRatingField {...field('maturityRating')} />
        </div>
        <TextField
          label="Artwork"
          type="url"
          autoComplete="off"
          spellCheck={false}
          placeholder="https://…"
          hint="Leave empty to use the first episode's YouTube thumbnail"
          {...field('artworkUrl')}
        />
        <CheckboxField label="Mark as Featured Series" {...form.register('isFeatured')} />
        <SeasonsFields form={form} />
        <DialogActions>
          <DialogCancel disabled={busy} />
          <SubmitButton busy={busy} busyLabel={series ? 'Updating...' : 'Adding...'}>
            {series ? 'Update Series' : 'Add Series'}
          </SubmitButton>
        </DialogActions>
      </form>
    </DialogContent>
  );
}
