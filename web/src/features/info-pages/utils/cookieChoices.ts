import { z } from 'zod';

/** The optional cookie types; essential cookies are always on and not a choice. */
export type CookieChoices = { analytics: boolean; preference: boolean; marketing: boolean };

/** Optional cookies stay off until the visitor turns them on. */
export const DEFAULT_COOKIE_CHOICES: CookieChoices = { analytics: false, preference: false, marketing: false };

/** localStorage key; the value is JSON `{ analytics, preference, marketing, savedAt }`. */
export const COOKIE_CHOICES_KEY = 'cinevia.cookie-preferences';

const storedChoices = z.object({
  analytics: z.boolean(),
  preference: z.boolean(),
  marketing: z.boolean(),
  savedAt: z.string(),
});

type ChoiceStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The saved choices, or the defaults when none are saved, they are unreadable, or storage is blocked. */
export function readCookieChoices(storage: ChoiceStorage): CookieChoices {
  try {
    const raw = storage.getItem(COOKIE_CHOICES_KEY);
    if (raw === null) return DEFAULT_COOKIE_CHOICES;
    const parsed = storedChoices.safeParse(JSON.parse(raw));
    if (!parsed.success) return DEFAULT_COOKIE_CHOICES;
    const { analytics, preference, marketing } = parsed.data;
    return { analytics, preference, marketing };
  } catch {
    // Blocked storage or a hand-edited value: the safe reading is "nothing optional allowed".
    return DEFAULT_COOKIE_CHOICES;
  }
}

/** Saves the choices; throws when the browser refuses storage, so the caller can say so. */
export function saveCookieChoices(storage: ChoiceStorage, choices: CookieChoices, now = new Date()): void {
  storage.setItem(COOKIE_CHOICES_KEY, JSON.stringify({ ...choices, savedAt: now.toISOString() }));
}
