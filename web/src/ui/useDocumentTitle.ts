import { useEffect } from 'react';
import { config } from '../config';

/** Sets the tab title to `${title} · Cinevia`, or just the product name without a title. */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${config.productName}` : config.productName;
  }, [title]);
}
