import type { SeriesInput, ValidSeriesInput } from '@cinevia/proto';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { Button, PlusIcon } from '@cinevia/ui';
import { newEpisode } from '../utils/seriesFormValues';
import { MoveButtons } from './MoveButtons';
import { SeasonFields } from './SeasonFields';
import styles from './SeriesDialog.module.css';

type SeriesForm = UseFormReturn<SeriesInput, unknown, ValidSeriesInput>;

/**
 * The series' seasons in order. A season's number is its place, so moving one renumbers it and its
 * episodes; an episode keeps its id wherever it moves, and with it every member's progress.
 */
export function SeasonsFields({ form }: { form: SeriesForm }) {
  const { fields, append, move, remove } = useFieldArray({ control: form.control, name: 'seasons' });
  const listError = form.getFieldState('seasons', form.formState).error;
  return (
    <section className={styles.seasons} aria-labelledby="seasons-title">
      <h3 id="seasons-title">Seasons and Episodes</h3>
      {fields.map((season, index) => {
        const name = `Season ${index + 1}`;
        return (
          <section key={season.id} className={styles.season} aria-label={name}>
            <div className={styles.itemHead}>
              <h4>{name}</h4>
              <MoveButtons name={name} index={index} count={fields.length} move={move} remove={remove} />
            </div>
            {/* Its episodes' field array is named by the season's place: a move starts it afresh there. */}
            <SeasonFields key={index} form={form} seasonIndex={index} />
          </section>
        );
      })}
      {listError?.message && (
        <p role="alert" className={styles.listError}>
          {listError.message}
        </p>
      )}
      <Button variant="secondary" onClick={() => append({ episodes: [newEpisode()] })}>
        <PlusIcon width={16} height={16} />
        Add Season
      </Button>
    </section>
  );
}
