import { useEffect } from 'react';
import { useBrand } from './BrandProvider';

/** Sets the tab title to `${title} · Cinevia`, or just the product name without a title. */
export function useDocumentTitle(title?: string): void {
  const { productName } = useBrand();
  useEffect(() => {
    document.title = title ? `${title} · ${productName}` : productName;
  }, [title, productName]);
}
