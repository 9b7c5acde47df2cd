import { formatDate, formatMoment, formatMoney, linkTo, receiptItem, statusInWords, subscriptionChange } from './mail';

describe('what mails say', () => {
  it('writes money, dates and link expiries as a member reads them', () => {
    expect(formatMoney(2_500)).toBe('$25.00');
    expect(formatMoney(10_000)).toBe('$100.00');
    expect(formatDate('2026-11-24T23:30:00.000Z')).toBe('November 24, 2026');
    expect(formatMoment('2026-11-24T23:30:00.000Z')).toBe('November 24, 2026 at 11:30 PM UTC');
  });

  it("puts a link's token in the query of a page of the site", () => {
    expect(linkTo('https://cinevia.example', '/reset-password', 'abc_-9')).toBe(
      'https://cinevia.example/reset-password?token=abc_-9',
    );
    expect(linkTo('http://127.0.0.1:3000', '/verify-email', 'x')).toBe('http://127.0.0.1:3000/verify-email?token=x');
  });

  it('names what a payment paid for, and a film request status in words', () => {
    expect(receiptItem('subscription')).toBe('Cinevia Premium, one month');
    expect(receiptItem('film')).toBe('Custom film request');
    expect(statusInWords('in_production')).toBe('in production');
  });
});

describe('subscriptionChange', () => {
  it('tells a cancellation once, when cancel-at-period-end turns on', () => {
    expect(subscriptionChange(null, { version: 2, cancelAtPeriodEnd: true })).toEqual({ newer: true, cancelled: true });
    expect(
      subscriptionChange({ version: 1, cancelAtPeriodEnd: false }, { version: 2, cancelAtPeriodEnd: true }),
    ).toEqual({
      newer: true,
      cancelled: true,
    });
    expect(
      subscriptionChange({ version: 2, cancelAtPeriodEnd: true }, { version: 3, cancelAtPeriodEnd: true }),
    ).toEqual({
      newer: true,
      cancelled: false,
    });
  });

  it('ignores a change older than the last seen, and a resume', () => {
    expect(
      subscriptionChange({ version: 3, cancelAtPeriodEnd: false }, { version: 2, cancelAtPeriodEnd: true }),
    ).toEqual({
      newer: false,
      cancelled: false,
    });
    expect(
      subscriptionChange({ version: 3, cancelAtPeriodEnd: true }, { version: 4, cancelAtPeriodEnd: false }),
    ).toEqual({
      newer: true,
      cancelled: false,
    });
  });
});
