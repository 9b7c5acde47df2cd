import { formatCardNumber, formatCvc, formatExpiry } from './cardInput';

describe('formatCardNumber()', () => {
  it('groups the digits in fours as they are typed', () => {
    expect(formatCardNumber('4')).toBe('4');
    expect(formatCardNumber('4242')).toBe('4242');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
  });

  it('ignores spaces, dashes and letters, and stops at 19 digits', () => {
    expect(formatCardNumber('4242-4242 42a42')).toBe('4242 4242 4242');
    expect(formatCardNumber('1'.repeat(25))).toBe('1111 1111 1111 1111 111');
  });

  it('leaves no trailing space after a complete group', () => {
    expect(formatCardNumber('4242 ')).toBe('4242');
  });
});

describe('formatExpiry()', () => {
  it('adds the slash once the month is complete', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12/');
    expect(formatExpiry('123')).toBe('12/3');
    expect(formatExpiry('1234')).toBe('12/34');
  });

  it('accepts a pasted date with its slash and stops at four digits', () => {
    expect(formatExpiry('12/34')).toBe('12/34');
    expect(formatExpiry('12 / 345')).toBe('12/34');
  });

  it('pads a month that can only have one digit', () => {
    expect(formatExpiry('4')).toBe('04/');
  });

  it('lets Backspace remove the slash together with the digit before it', () => {
    expect(formatExpiry('12', '12/')).toBe('1');
  });
});

describe('formatCvc()', () => {
  it('keeps at most four digits', () => {
    expect(formatCvc('12a3')).toBe('123');
    expect(formatCvc('123456')).toBe('1234');
  });
});
