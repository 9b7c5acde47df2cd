import { Link } from 'react-router-dom';
import { config } from '../config';
import { PlayIcon } from './icons';

export function Brand() {
  return (
    <Link to="/" className="brand">
      <span className="brand-mark">
        <PlayIcon width={14} height={14} />
      </span>
      <span data-brand-name>{config.productName}</span>
    </Link>
  );
}
