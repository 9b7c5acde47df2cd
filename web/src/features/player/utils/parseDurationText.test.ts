import { parseDurationText } from './parseDurationText';

describe('parseDurationText()', () => {
  it("reads the catalogue's 'Xh Ym' form", () => {
    expect(parseDurationText('1h 30m')).toBe(5400);
    expect(parseDurationText('2h')).toBe(7200);
    expect(parseDurationText('45m')).toBe(2700);
  });

  it('reads seconds too', () => {
    expect(parseDurationText('7m 34s')).toBe(454);
  });

  it('returns 0 for text it cannot read', () => {
    expect(parseDurationText('')).toBe(0);
    expect(parseDurationText(null)).toBe(0);
    expect(parseDurationText('about an hour')).toBe(0);
  });
});
