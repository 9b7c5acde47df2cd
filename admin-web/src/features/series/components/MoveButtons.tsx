import { Button, ChevronDownIcon, TrashIcon } from '@cinevia/ui';
import { ChevronUpIcon } from '../../../ui/icons';
import styles from './SeriesDialog.module.css';

type MoveButtonsProps = {
  /** 'S1:E2' or 'Season 1', to say what each button moves. */
  name: string;
  index: number;
  count: number;
  move: (from: number, to: number) => void;
  remove: (index: number) => void;
};

/** Move up, move down and remove, for one of a list of seasons or episodes; the last one stays. */
export function MoveButtons({ name, index, count, move, remove }: MoveButtonsProps) {
  return (
    <div className={styles.moves}>
      <Button variant="ghost" disabled={index === 0} onClick={() => move(index, index - 1)}>
        <ChevronUpIcon width={16} height={16} />
        <span className="visually-hidden">Move {name} up</span>
      </Button>
      <Button variant="ghost" disabled={index === count - 1} onClick={() => move(index, index + 1)}>
        <ChevronDownIcon width={16} height={16} />
        <span className="visually-hidden">Move {name} down</span>
      </Button>
      <Button variant="ghost" className={styles.remove} disabled={count === 1} onClick={() => remove(index)}>
        <TrashIcon width={16} height={16} />
        <span className="visually-hidden">Remove {name}</span>
      </Button>
    </div>
  );
}
