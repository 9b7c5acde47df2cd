import type { AdminVideo } from '../api/adminVideo';
import { capitalize } from '../../../ui/capitalize';
import { RowActions } from '../../../ui/RowActions';
import { TableScroller } from '../../../ui/TableScroller';
import styles from '../../../ui/Table.module.css';

type FilmsTableProps = {
  films: AdminVideo[];
  labelledBy: string;
  /** Another page or search is on its way; the rows shown are about to change. */
  busy?: boolean;
  onEdit: (film: AdminVideo) => void;
  onDelete: (film: AdminVideo) => void;
};

/** A page of films, one row each. On narrow screens it scrolls sideways inside its card, title column pinned. */
export function FilmsTable({ films, labelledBy, busy = false, onEdit, onDelete }: FilmsTableProps) {
  return (
    <TableScroller label="Film list" busy={busy}>
      <table className={styles.table} aria-labelledby={labelledBy}>
        <thead>
          <tr>
            <th scope="col">Title</th>
            <th scope="col">Genre</th>
            <th scope="col">Category</th>
            <th scope="col">Year</th>
            <th scope="col">Featured</th>
            <th scope="col" className={styles.actionsHeader}>
              Actions
            </th>
          </tr>
        </thead>
        <tbody>
          {films.map((film) => (
            <tr key={film.id}>
              <th scope="row">{film.title}</th>
              <td>{film.genre || '—'}</td>
              <td>{capitalize(film.category)}</td>
              <td>{film.year ?? '—'}</td>
              <td>{film.isFeatured ? <span className={styles.badge}>Featured</span> : 'No'}</td>
              <td>
                <RowActions name={film.title} onEdit={() => onEdit(film)} onDelete={() => onDelete(film)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}
