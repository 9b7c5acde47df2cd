import { Button, PencilIcon, TrashIcon } from '@cinevia/ui';
import styles from './Table.module.css';

/** A table row's Edit and Delete, each naming the row's title to a screen reader. */
export function RowActions({ name, onEdit, onDelete }: { name: string; onEdit: () => void; onDelete: () => void }) {
  return (
    <div className={styles.actions}>
      <Button variant="ghost" className={styles.action} onClick={onEdit}>
        <PencilIcon width={16} height={16} />
        Edit<span className="visually-hidden"> {name}</span>
      </Button>
      <Button variant="ghost" className={`${styles.action} ${styles.delete}`} onClick={onDelete}>
        <TrashIcon width={16} height={16} />
        Delete<span className="visually-hidden"> {name}</span>
      </Button>
    </div>
  );
}
