import type { AdminSeriesRow } from '../api/adminSeries';
import { RowActions } from '../../../ui/RowActions';
import { TableScroller } from '../../../ui/TableScroller';
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
    <TableScroller label="Series list" busy={busy}>
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
                <RowActions name={one.title} onEdit={() => onEdit(one)} onDelete={() => onDelete(one)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}
