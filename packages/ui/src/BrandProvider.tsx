import { brandDefaults, type Brand } from '@cinevia/proto';
import { createContext, useContext, type ReactNode } from 'react';

/** What the gateway may set (it replaces `<!--cinevia-config-->` in index.html with this JSON at serve time). */
type InjectedBrand = Partial<Pick<Brand, 'companyName' | 'supportPhone'>>;
const INJECTED_KEYS = ['companyName', 'supportPhone'] as const;

/** Checked by hand rather than with zod, which the landing page does not load. */
function readInjectedBrand(): InjectedBrand {
  const element = document.getElementById('cinevia-config');
  if (!element?.textContent) return {};
  try {
    const parsed: unknown = JSON.parse(element.textContent);
    if (typeof parsed !== 'object' || parsed === null) throw new Error('not an object');
    const brand: InjectedBrand = {};
    for (const key of INJECTED_KEYS) {
      const value = (parsed as Record<string, unknown>)[key];
      if (value === undefined) continue;
      if (typeof value !== 'string' || value.length === 0) throw new Error(`${key} must be non-empty text`);
      brand[key] = value;
    }
    return brand;
  } catch (error) {
    console.error('Ignoring invalid cinevia-config', error);
    return {};
  }
}

/** The brand this page was served with: the defaults, with what the gateway injected over them. */
export function pageBrand(): Brand {
  return { ...brandDefaults, ...readInjectedBrand() };
}

const BrandContext = createContext<Brand>(brandDefaults);

/** Gives every primitive below it the app's brand (the defaults where there is none, as in the home shell). */
export function BrandProvider({ brand, children }: { brand: Brand; children: ReactNode }) {
  return <BrandContext value={brand}>{children}</BrandContext>;
}

export function useBrand(): Brand {
  return useContext(BrandContext);
}
