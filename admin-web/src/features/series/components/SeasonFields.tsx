import { episodeLabel, type SeriesInput, type ValidSeriesInput } from '@cinevia/proto';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { Button, fieldsOf, PlusIcon, TextAreaField, TextField } from '@cinevia/ui';
import { newEpisode } from '../utils/seriesFormValues';
import { YouTubeLinkInput } from '../../films/components/FilmFields';
import { MoveButtons } from './MoveButtons';
import { PasteLinks } from './PasteLinks';
import styles from './SeriesDialog.module.css';

type SeriesForm = UseFormReturn<SeriesInput, unknown, ValidSeriesInput>;

/** One season's episodes in order, each editable, movable and removable, with more added by hand or by links. */
export function SeasonFields({ form, seasonIndex }: { form: SeriesForm; seasonIndex: number }) {
  const { fields, append, replace, move, remove } = useFieldArray({
    control: form.control,
    name: `seasons.${seasonIndex}.episodes`,
  });
  const field = fieldsOf(form);
  const seasonNumber = seasonIndex + 1;
  const listError = form.getFieldState(`seasons.${seasonIndex}.episodes`, form.formState).error;

  return (
    <>
      <ol className={styles.episodes}>
        {fields.map((episode, index) => {
          const name = episodeLabel(seasonNumber, index + 1);
          const path = `seasons.${seasonIndex}.episodes.${index}` as const;
          return (
            <li key={episode.id} className={styles.episode} role="group" aria-label={name}>
              <div className={styles.itemHead}>
                <h4>{name}</h4>
                <MoveButtons name={name} index={index} count={fields.length} move={move} remove={remove} />
              </div>
              <div className={styles.episodeFields}>
                <TextField label="Episode Title*" required autoComplete="off" {...field(`${path}.title`)} />
                <YouTubeLinkInput {...field(`${path}.youtubeId`)} />
                <TextField label="Duration" placeholder="e.g., 42m" autoComplete="off" {...field(`${path}.duration`)} />
              </div>
              <TextAreaField label="Synopsis" rows={2} {...field(`${path}.synopsis`)} />
            </li>
          );
        })}
      </ol>
      {listError?.message && (
        <p role="alert" className={styles.listError}>
          {listError.message}
        </p>
      )}
      <div className={styles.addEpisodes}>
        <Button variant="secondary" onClick={() => append(newEpisode())}>
          <PlusIcon width={16} height={16} />
          Add Episode
        </Button>
        <PasteLinks
          seasonName={`Season ${seasonNumber}`}
          onAdd={(youtubeIds) => {
            // A new season's one untouched episode is a placeholder: the links take its place.
            const episodes = form.getValues(`seasons.${seasonIndex}.episodes`);
            const untouched = episodes.length === 1 && !episodes[0]!.title.trim() && !episodes[0]!.youtubeId.trim();
            const start = untouched ? 0 : episodes.length;
            const pasted = youtubeIds.map((id, offset) => newEpisode(id, `Episode ${start + offset + 1}`));
            if (untouched) replace(pasted);
            else append(pasted);
          }}
        />
      </div>
    </>
  );
}
