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
  it('gives the same hue for the same title, within a circle', () => {
    expect(titleHue('Lowlight')).toBe(titleHue('Lowlight'));
    expect(titleHue('Lowlight')).toBeGreaterThanOrEqual(0);
    expect(titleHue('Lowlight')).toBeLessThan(360);
  });
});
