import { brandDefaults, type Brand } from '@cinevia/proto';

/** What the gateway may set (it replaces `<!--cinevia-config-->` in index.html with this JSON at serve time). */
type InjectedConfig = Partial<Pick<Brand, 'companyName' | 'supportPhone'>>;
const INJECTED_KEYS = ['companyName', 'supportPhone'] as const;

/** Checked by hand rather than with zod, which the landing page does not load. */
function readInjectedConfig(): InjectedConfig {
  const element = document.getElementById('cinevia-config');
  if (!element?.textContent) return {};
  try {
    const parsed: unknown = JSON.parse(element.textContent);
    if (typeof parsed !== 'object' || parsed === null) throw new Error('not an object');
    const config: InjectedConfig = {};
    for (const key of INJECTED_KEYS) {
      const value = (parsed as Record<string, unknown>)[key];
      if (value === undefined) continue;
      if (typeof value !== 'string' || value.length === 0) throw new Error(`${key} must be non-empty text`);
      config[key] = value;
    }
    return config;
  } catch (error) {
    console.error('Ignoring invalid cinevia-config', error);
    return {};
  }
}

export const config: Brand = { ...brandDefaults, ...readInjectedConfig() };

/** The phone number as a `tel:` address, digits only. */
export const supportPhoneHref = `tel:${config.supportPhone.replace(/[^\d+]/g, '')}`;
