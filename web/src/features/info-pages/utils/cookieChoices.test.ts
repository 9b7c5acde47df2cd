import { COOKIE_CHOICES_KEY, DEFAULT_COOKIE_CHOICES, readCookieChoices, saveCookieChoices } from './cookieChoices';

function aStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('cookie choices', () => {
  it('start with every optional type off', () => {
    expect(readCookieChoices(aStorage())).toEqual(DEFAULT_COOKIE_CHOICES);
  });

  it('read back what was saved, with the time of saving stored beside it', () => {
    const storage = aStorage();
    saveCookieChoices(
      storage,
      { analytics: true, preference: false, marketing: true },
      new Date('2026-01-02T03:04:05Z'),
    );
    expect(readCookieChoices(storage)).toEqual({ analytics: true, preference: false, marketing: true });
    expect(JSON.parse(storage.values.get(COOKIE_CHOICES_KEY) ?? '{}')).toMatchObject({
      savedAt: '2026-01-02T03:04:05.000Z',
    });
  });

  it('fall back to the defaults for a damaged value', () => {
    expect(readCookieChoices(aStorage({ [COOKIE_CHOICES_KEY]: '{"analytics":"yes"' }))).toEqual(DEFAULT_COOKIE_CHOICES);
    expect(readCookieChoices(aStorage({ [COOKIE_CHOICES_KEY]: '{"analytics":"yes"}' }))).toEqual(
      DEFAULT_COOKIE_CHOICES,
    );
  });

  it('fall back to the defaults when storage is blocked', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
    };
    expect(readCookieChoices(blocked)).toEqual(DEFAULT_COOKIE_CHOICES);
  });
});
