import { brandDefaults, type Brand } from '@cinevia/proto';
import { z } from 'zod';

/** The gateway replaces `<!--cinevia-config-->` in index.html with this JSON at serve time. */
const injectedConfig = z
  .object({
    companyName: z.string().min(1),
    supportPhone: z.string().min(1),
  })
  .partial();

function readInjectedConfig(): z.infer<typeof injectedConfig> {
  const element = document.getElementById('cinevia-config');
  if (!element?.textContent) return {};
  try {
    const parsed = injectedConfig.safeParse(JSON.parse(element.textContent));
    if (parsed.success) return parsed.data;
    console.error('Ignoring invalid cinevia-config', parsed.error);
  } catch (error) {
    console.error('Ignoring unreadable cinevia-config', error);
  }
  return {};
}

export const config: Brand = { ...brandDefaults, ...readInjectedConfig() };

/** The phone number as a `tel:` address, digits only. */
export const supportPhoneHref = `tel:${config.supportPhone.replace(/[^\d+]/g, '')}`;
