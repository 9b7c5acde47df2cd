import { formatLongDate } from './formatLongDate';

describe('formatLongDate()', () => {
  it('spells out the month', () => {
    // Midday UTC is the same calendar day in every time zone the tests may run in.
    expect(formatLongDate('2026-06-05T12:00:00.000Z')).toBe('June 5, 2026');
  });

  it('returns null for a missing or unreadable time', () => {
    expect(formatLongDate(null)).toBeNull();
    expect(formatLongDate(undefined)).toBeNull();
    expect(formatLongDate('')).toBeNull();
    expect(formatLongDate('not a date')).toBeNull();
  });
});
