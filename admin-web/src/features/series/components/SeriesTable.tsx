import { Button, PencilIcon, TrashIcon } from '@cinevia/ui';
import type { AdminSeriesRow } from '../api/adminSeries';
import styles from '../../../ui/Table.module.css';

type SeriesTableProps = {
  series: AdminSeriesRow[];
  labelledBy: string;
  /** Another page or search is on its way; the rows shown are about to change. */
  busy: boolean;
  onEdit: (series: AdminSeriesRow) => void;
  onDelete: (series: AdminSeriesRow) => void;
};

/** A page of series, one row each, drawn as the films table is. */
export function SeriesTable({ series, labelledBy, busy, onEdit, onDelete }: SeriesTableProps) {
  return (
    // Focusable so that keyboard users can scroll it when it overflows.
    <div
      className={busy ? `${styles.scroller} ${styles.busy}` : styles.scroller}
      role="region"
      aria-label="Series list"
      aria-busy={busy}
      tabIndex={0}
    >
      <table className={styles.table} aria-labelledby={labelledBy}>
        <thead>
          <tr>
            <th scope="col">Title</th>
            <th scope="col">Genre</th>
            <th scope="col">Seasons</th>
            <th scope="col">Episodes</th>
            <th scope="col">Maturity</th>
            <th scope="col">Featured</th>
            <th scope="col" className={styles.actionsHeader}>
              Actions
            </th>
          </tr>
        </thead>
        <tbody>
          {series.map((one) => (
            <tr key={one.id}>
              <th scope="row">{one.title}</th>
              <td>{one.genre}</td>
              <td>{one.seasonCount}</td>
              <td>{one.episodeCount}</td>
              <td>{one.maturityRating}</td>
              <td>{one.isFeatured ? <span className={styles.badge}>Featured</span> : 'No'}</td>
              <td>
                <div className={styles.actions}>
                  <Button variant="ghost" className={styles.action} onClick={() => onEdit(one)}>
                    <PencilIcon width={16} height={16} />
                    Edit<span className="visually-hidden"> {one.title}</span>
                  </Button>
                  <Button variant="ghost" className={`${styles.action} ${styles.delete}`} onClick={() => onDelete(one)}>
                    <TrashIcon width={16} height={16} />
                    Delete<span className="visually-hidden"> {one.title}</span>
                  </Button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
