import { formatMonthlyPrice, formatPrice } from './formatPrice';

describe('formatPrice()', () => {
  it('shows dollars and cents', () => {
    expect(formatPrice(2_500)).toBe('$25.00');
    expect(formatPrice(1_999)).toBe('$19.99');
    expect(formatPrice(1_000_000)).toBe('$10,000.00');
  });

  it('drops the cents of a whole-dollar price when asked', () => {
    expect(formatPrice(2_500, { whole: true })).toBe('$25');
  });

  it('keeps the cents of a price that has some, even when asked to drop them', () => {
    expect(formatPrice(1_999, { whole: true })).toBe('$19.99');
  });
});

describe('formatMonthlyPrice()', () => {
  it('adds the billing period', () => {
    expect(formatMonthlyPrice(2_500)).toBe('$25.00/month');
    expect(formatMonthlyPrice(2_500, { whole: true })).toBe('$25/month');
  });
});
