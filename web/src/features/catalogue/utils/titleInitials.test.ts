import { titleHue, titleInitials } from './titleInitials';

describe('titleInitials()', () => {
  it('takes the first letters of the first two words', () => {
    expect(titleInitials('Iron Monsoon')).toBe('IM');
    expect(titleInitials('Small Hours of Tomorrow')).toBe('SH');
  });

  it('skips a leading article', () => {
    expect(titleInitials('The Ember Crown')).toBe('EC');
    expect(titleInitials("The Forger's Apprentice")).toBe('FA');
  });

  it('keeps a one-word title, even an article', () => {
    expect(titleInitials('Undertow')).toBe('U');
    expect(titleInitials('The')).toBe('T');
  });

  it('ignores punctuation and returns nothing for a title without letters', () => {
    expect(titleInitials('Salt, Fire and Bread')).toBe('SF');
    expect(titleInitials('  …  ')).toBe('');
  });
});

describe('titleHue()', () => {
  it("keeps a title's hue from one visit, and one release, to the next", () => {
    expect(titleHue('Lowlight')).toBe(19);
    expect(titleHue('Iron Monsoon')).toBe(258);
  });

  it('tells similar titles apart, within a circle', () => {
    expect(titleHue('Lowlights')).not.toBe(titleHue('Lowlight'));
    const hues = Array.from({ length: 24 }, (_, index) => titleHue(`Film ${index}`));
    expect(new Set(hues).size).toBeGreaterThanOrEqual(20);
    expect(hues.filter((hue) => !Number.isInteger(hue) || hue < 0 || hue >= 360)).toEqual([]);
  });
});
