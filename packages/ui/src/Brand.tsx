import { Link } from 'react-router-dom';
import { useBrand } from './BrandProvider';
import { PlayIcon } from './icons';

/** The product's mark and name, a link home. */
export function Brand() {
  const { productName } = useBrand();
  return (
    <Link to="/" className="brand">
      <span className="brand-mark">
        <PlayIcon width={14} height={14} />
      </span>
      <span data-brand-name>{productName}</span>
    </Link>
  );
}
