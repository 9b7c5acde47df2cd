import { Link } from 'react-router-dom';
import { config } from '../config';
import { PlayIcon } from './icons';
import styles from './Brand.module.css';

export function Brand() {
  return (
    <Link to="/" className={styles.brand}>
      <span className={styles.mark}>
        <PlayIcon width={14} height={14} />
      </span>
      <span data-brand-name>{config.productName}</span>
    </Link>
  );
}
